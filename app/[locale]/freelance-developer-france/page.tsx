import { landingPage } from '../_landing/landing-page';

const page = landingPage('/freelance-developer-france');
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
