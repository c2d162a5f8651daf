import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname, type Href } from '@/i18n/paths';
import { isLocale, noindexPaths, routing, type Locale, type Pathname } from '@/i18n/routing';
import { pageTwins, type ArticlePair } from '@/i18n/twins';
import { getArticlePairs } from '@/lib/content';
import { siteUrl } from '@/lib/env';

export type { Href };

/** The absolute public URL of a page in a language. */
export function absoluteUrl(locale: Locale, href: Href): string {
  const path = getPathname({ locale, href });
  return siteUrl + (path === '/' ? '' : path) || siteUrl;
}

/**
 * A page's hreflang links: its absolute URL in each language where the same page exists (i18n/twins.ts),
 * and x-default (English) when there are two.
 */
export function hreflangLinks(
  locale: Locale,
  href: Href,
  articlePairs: readonly ArticlePair[],
): Record<string, string> {
  const twins = pageTwins(locale, href, articlePairs);
  const links: Record<string, string> = {};
  for (const language of routing.locales) {
    if (twins[language].same) links[language] = absoluteUrl(language, twins[language].href);
  }
  if (Object.keys(links).length > 1) links['x-default'] = links[routing.defaultLocale];
  return links;
}

const openGraphLocale: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' };

/** Kept out of search results, while its links are still followed. */
export const noindexRobots = { index: false, follow: true };

type PageMetadataInput = {
  locale: Locale;
  /** The page in this language. */
  href: Href;
  title: string;
  description: string;
  noindex?: boolean;
  type?: 'website' | 'article' | 'profile';
};

/** Per-page metadata rendered on the server: canonical, hreflang en/fr/x-default, Open Graph, robots. */
export async function pageMetadata({
  locale,
  href,
  title,
  description,
  noindex = false,
  type = 'website',
}: PageMetadataInput): Promise<Metadata> {
  const languages = hreflangLinks(locale, href, await getArticlePairs());
  const url = absoluteUrl(locale, href);
  return {
    title,
    description,
    alternates: { canonical: url, languages },
    openGraph: {
      type,
      url,
      title,
      description,
      locale: openGraphLocale[locale],
      alternateLocale: routing.locales
        .filter((language) => language !== locale && languages[language])
        .map((language) => openGraphLocale[language]),
    },
    robots: noindex ? noindexRobots : undefined,
  };
}

/** Message namespaces that describe a whole page: each has at least a title and a description. */
export type PageNamespace =
  | 'HomePage'
  | 'ServicesPage'
  | 'PortfolioPage'
  | 'BlogPage'
  | 'AboutPage'
  | 'AuthorPage'
  | 'ContactPage'
  | 'SuccessPage'
  | 'EmailSuccessPage'
  | 'WhatsappSuccessPage'
  | 'PrivacyPage'
  | 'LegalPage'
  | 'CookieSettingsPage'
  | 'CitiesPage'
  | 'TestBenefitsPage'
  | 'TestSectionsPage'
  | 'OfflinePage'
  | 'NewsletterPage';

/** `generateMetadata` for a page with fixed text: title and description from its namespace. */
export function metadataFor(namespace: PageNamespace, href: Exclude<Pathname, `${string}[${string}`>) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace });
    return pageMetadata({
      locale,
      href,
      title: t('title'),
      description: t('description'),
      noindex: noindexPaths.includes(href),
    });
  };
}
