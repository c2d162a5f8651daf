import { landingPage } from '../_landing/landing-page';

const page = landingPage('/european-digital-solutions');
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
