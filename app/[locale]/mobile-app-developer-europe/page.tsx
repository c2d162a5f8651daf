import { landingPage } from '../_landing/landing-page';

const { generateMetadata, LandingPage } = landingPage('/mobile-app-developer-europe');

export { generateMetadata };
export default LandingPage;
