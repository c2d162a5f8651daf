import { landingPage } from '../_landing/landing-page';

const page = landingPage('/web-developer-france');
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
