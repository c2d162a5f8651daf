import { landingPage } from '../_landing/landing-page';

const page = landingPage('/mobile-app-developer-europe');
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
