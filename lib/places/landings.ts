import type { ServiceId } from '@/lib/marketing/services';
import type { CitySlug } from '@/site.config';
import type { LandingId, LandingPath } from './schema';

/** The SEO landing pages as the home page and the services menu list them, with their label (HomePage.landings). */
export const landingPages = [
  { key: 'webDeveloperFrance', href: '/web-developer-france' },
  { key: 'webDevelopmentParis', href: '/web-development-paris' },
  { key: 'customWebsitesFrance', href: '/custom-websites-france' },
  { key: 'freelanceDeveloperFrance', href: '/freelance-developer-france' },
  { key: 'mobileAppDeveloperEurope', href: '/mobile-app-developer-europe' },
  { key: 'europeanDigitalSolutions', href: '/european-digital-solutions' },
  { key: 'digitalTransformationEurope', href: '/digital-transformation-europe' },
] as const satisfies readonly { key: string; href: LandingPath }[];

/** What each SEO landing page is about: the services it prices and links to, the city pages it links to. */
export const landingLinks: Record<LandingId, { services: readonly ServiceId[]; cities: readonly CitySlug[] }> = {
  'web-developer-france': {
    services: ['websites', 'ecommerce', 'seo'],
    cities: ['lyon', 'marseille', 'toulouse', 'bordeaux', 'lille'],
  },
  'mobile-app-developer-europe': {
    services: ['mobile-apps', 'ux-ui'],
    cities: ['paris', 'strasbourg', 'lille', 'nice'],
  },
  'european-digital-solutions': {
    services: ['websites', 'ecommerce', 'mobile-apps'],
    cities: ['strasbourg', 'lille', 'nice', 'paris'],
  },
  'custom-websites-france': {
    services: ['websites', 'ux-ui', 'seo'],
    cities: ['bordeaux', 'nantes', 'lyon', 'montpellier', 'rennes'],
  },
  'freelance-developer-france': {
    services: ['websites', 'mobile-apps', 'ux-ui'],
    cities: ['paris', 'lyon', 'toulouse', 'rennes', 'nantes'],
  },
  'web-development-paris': { services: ['websites', 'ecommerce', 'seo'], cities: ['paris', 'lille', 'rennes'] },
  'digital-transformation-europe': {
    services: ['websites', 'mobile-apps', 'ecommerce'],
    cities: ['strasbourg', 'lille', 'lyon', 'toulouse'],
  },
};
