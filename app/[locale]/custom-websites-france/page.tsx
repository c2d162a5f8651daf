import { landingPage } from '../_landing/landing-page';

const { generateMetadata, LandingPage } = landingPage('/custom-websites-france');

export { generateMetadata };
export default LandingPage;
