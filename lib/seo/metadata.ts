import type { Metadata } from 'next';
import { getPathname } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';

export type Href = Parameters<typeof getPathname>[0]['href'];

/** The absolute public URL of a page in a language. */
export function absoluteUrl(locale: Locale, href: Href): string {
  const path = getPathname({ locale, href });
  return siteUrl + (path === '/' ? '' : path) || siteUrl;
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
  /**
   * The page in each language that has it. Defaults to the same href in every language;
   * pass only the current locale for a page with no twin (an article written in one language, an English-only page).
   */
  alternates?: Partial<Record<Locale, Href>>;
  type?: 'website' | 'article' | 'profile';
};

/** Per-page metadata rendered on the server: canonical, hreflang en/fr/x-default, Open Graph, robots. */
export function pageMetadata({
  locale,
  href,
  title,
  description,
  noindex = false,
  alternates,
  type = 'website',
}: PageMetadataInput): Metadata {
  const twins = alternates ?? Object.fromEntries(routing.locales.map((l) => [l, href]));
  const languages: Record<string, string> = {};
  for (const l of routing.locales) {
    const twin = twins[l];
    if (twin) languages[l] = absoluteUrl(l, twin);
  }
  const xDefault = languages[routing.defaultLocale] ?? languages[locale];
  if (xDefault && Object.keys(languages).length > 1) languages['x-default'] = xDefault;
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
      alternateLocale: Object.keys(languages)
        .filter((l) => l !== locale && l !== 'x-default')
        .map((l) => openGraphLocale[l as Locale]),
    },
    robots: noindex ? noindexRobots : undefined,
  };
}
