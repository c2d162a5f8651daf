import { landingPage } from '../_landing/landing-page';

const { generateMetadata, LandingPage } = landingPage('/freelance-developer-france');

export { generateMetadata };
export default LandingPage;
