import { landingPage } from '../_landing/landing-page';

const page = landingPage('/digital-transformation-europe');
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
