import { landingPage } from '../_landing/landing-page';

const page = landingPage('/web-development-paris');
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
