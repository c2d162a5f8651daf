import { landingPage } from '../_landing/landing-page';

const { generateMetadata, LandingPage } = landingPage('/european-digital-solutions');

export { generateMetadata };
export default LandingPage;
