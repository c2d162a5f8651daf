import { defineRouting } from 'next-intl/routing';
import { siteConfig } from '../site.config';

/** The SEO landing pages (docs/behaviour/pages-and-routes.md#seo-landing-pages) and their path in each language. */
export const landingPaths = {
  '/web-developer-france': { en: '/web-developer-france', fr: '/developpeur-web-france' },
  '/mobile-app-developer-europe': { en: '/mobile-app-developer-europe', fr: '/developpeur-application-mobile-europe' },
  '/european-digital-solutions': { en: '/european-digital-solutions', fr: '/solutions-digitales-europeennes' },
  '/custom-websites-france': { en: '/custom-websites-france', fr: '/sites-web-sur-mesure-france' },
  '/freelance-developer-france': { en: '/freelance-developer-france', fr: '/developpeur-freelance-france' },
  '/web-development-paris': { en: '/web-development-paris', fr: '/developpement-web-paris' },
  '/digital-transformation-europe': { en: '/digital-transformation-europe', fr: '/transformation-digitale-europe' },
} as const;

/**
 * Every route (docs/behaviour/pages-and-routes.md#route-table). Keys are the internal paths (the folders under
 * app/[locale]); values are what visitors see. No proxy runs for these: next.config turns this table into rewrites.
 */
export const routing = defineRouting({
  locales: ['en', 'fr'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // Only the home path is redirected (proxy.ts); any other path keeps the language of its URL
  // (docs/behaviour/experience.md#language-choice).
  localeDetection: false,
  // The stored choice is our own cookie, written by the first detection and the explicit switch only.
  localeCookie: false,
  pathnames: {
    '/': '/',
    '/services': '/services',
    '/portfolio': '/portfolio',
    '/blog': '/blog',
    '/blog/[slug]': '/blog/[slug]',
    '/newsletter': '/newsletter',
    '/newsletter/confirm': '/newsletter/confirm',
    '/newsletter/[result]': '/newsletter/[result]',
    '/about': { en: '/about', fr: '/a-propos' },
    '/contact': '/contact',
    '/success': '/success',
    '/contact/email-success': '/contact/email-success',
    '/contact/whatsapp-success': '/contact/whatsapp-success',
    '/author': `/${siteConfig.authorSlug}`,
    '/privacy-policy': { en: '/privacy-policy', fr: '/politique-de-confidentialite' },
    '/legal-mentions': { en: '/legal-mentions', fr: '/mentions-legales' },
    '/cookie-settings': { en: '/cookie-settings', fr: '/parametres-cookies' },
    '/accessibility': { en: '/accessibility', fr: '/accessibilite' },
    '/cities': { en: '/cities', fr: '/villes' },
    '/web-developer/[city]': { en: '/web-developer/[city]', fr: '/developpeur-web/[city]' },
    '/test-benefits': '/test-benefits',
    '/test-sections': '/test-sections',
    '/offline': '/offline',
    ...landingPaths,
  },
});

export type Locale = (typeof routing.locales)[number];
export type Pathname = keyof typeof routing.pathnames;

/** Pages that exist in English only (docs/behaviour/pages-and-routes.md#english-only-and-unindexed-pages). */
export const englishOnlyPaths: readonly Pathname[] = ['/test-benefits', '/test-sections'];

/**
 * The params of an English-only page, which also sets `dynamicParams = false`: its path in another language is
 * then claimed by no route and shows that language's not-found page (next.config's fallback rewrites).
 */
export const englishOnlyParams = () => [{ locale: routing.defaultLocale }];

/**
 * Pages kept out of search engines and the sitemap: the success pages; test pages; the service worker's offline
 * page; the newsletter's pages, where confirmation links land
 * (docs/behaviour/pages-and-routes.md#english-only-and-unindexed-pages).
 */
export const noindexPaths: readonly Pathname[] = [
  '/success',
  '/contact/email-success',
  '/contact/whatsapp-success',
  '/test-benefits',
  '/test-sections',
  '/offline',
  '/newsletter',
  '/newsletter/confirm',
];

/** The languages that live under a prefix (`/fr`): every one but the default (`localePrefix: 'as-needed'`). */
export const prefixedLocales: readonly Locale[] = routing.locales.filter((locale) => locale !== routing.defaultLocale);

/** A record with a value for every language, computed from the language. */
export const perLocale = <T>(value: (locale: Locale) => T) =>
  Object.fromEntries(routing.locales.map((locale) => [locale, value(locale)])) as Record<Locale, T>;

export const isLocale = (value: string): value is Locale => (routing.locales as readonly string[]).includes(value);
