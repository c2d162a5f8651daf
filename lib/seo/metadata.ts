import type { Metadata } from 'next';
import { getPathname, type Href } from '@/i18n/paths';
import { openGraphLocales } from '@/i18n/languages';
import { isLocale, noindexPaths, routing, type Locale } from '@/i18n/routing';
import { pageTwins, type ArticlePair } from '@/i18n/twins';
import { getArticlePairs } from '@/lib/content';
import { siteUrl } from '@/lib/env';
import { fixedPageText, type FixedPage } from './page-title';
import { generatedShareImage, type ShareImage } from './share-image';

export type { Href };

/** The absolute public URL of a page in a language. */
export function absoluteUrl(locale: Locale, href: Href): string {
  const path = getPathname({ locale, href });
  return path === '/' ? siteUrl : siteUrl + path;
}

/**
 * A page's hreflang links: its absolute URL in each language where the same page exists (i18n/twins.ts),
 * and x-default (the default language) when there are two or more.
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

/** Kept out of search results, while its links are still followed. */
export const noindexRobots = { index: false, follow: true };

/**
 * Per-page metadata rendered on the server: canonical, hreflang per language and x-default, Open Graph with the
 * page's picture (by default its generated one, the home page's for a page kept out of search), the social
 * network's large card, robots.
 */
export async function pageMetadata({
  locale,
  href,
  title,
  description,
  noindex = false,
  type = 'website',
  image,
}: {
  locale: Locale;
  href: Href;
  title: string;
  description: string;
  noindex?: boolean;
  type?: 'website' | 'article' | 'profile';
  image?: ShareImage;
}): Promise<Metadata> {
  const home = async () => generatedShareImage(locale, '/', (await fixedPageText(locale, '/')).title);
  const [articlePairs, picture] = await Promise.all([
    getArticlePairs(),
    image ?? (noindex ? home() : generatedShareImage(locale, href, title)),
  ]);
  const languages = hreflangLinks(locale, href, articlePairs);
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
      locale: openGraphLocales[locale],
      alternateLocale: routing.locales
        .filter((language) => language !== locale && languages[language])
        .map((language) => openGraphLocales[language]),
      images: [picture],
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: picture.url, alt: picture.alt }] },
    robots: noindex ? noindexRobots : undefined,
  };
}

/** `generateMetadata` for a page with fixed text: title and description from its namespace (lib/seo/page-title.ts). */
export function metadataFor(href: FixedPage) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    return pageMetadata({ locale, href, ...(await fixedPageText(locale, href)), noindex: noindexPaths.includes(href) });
  };
}
