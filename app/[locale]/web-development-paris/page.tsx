import { landingPage } from '../_landing/landing-page';

const { generateMetadata, LandingPage } = landingPage('/web-development-paris');

export { generateMetadata };
export default LandingPage;
