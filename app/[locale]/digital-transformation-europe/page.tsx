import { landingPage } from '@/components/landing/landing-page';

const { generateMetadata, LandingPage } = landingPage('/digital-transformation-europe');

export { generateMetadata };
export default LandingPage;
