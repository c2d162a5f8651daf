import { landingPage } from '../_landing/landing-page';

const { generateMetadata, LandingPage } = landingPage('/web-developer-france');

export { generateMetadata };
export default LandingPage;
