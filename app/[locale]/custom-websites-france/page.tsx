import { landingPage } from '../_landing/landing-page';

const page = landingPage('/custom-websites-france');
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
