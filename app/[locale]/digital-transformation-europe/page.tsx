import { landingPage } from '../_landing/landing-page';

const { generateMetadata, LandingPage } = landingPage('/digital-transformation-europe');

export { generateMetadata };
export default LandingPage;
