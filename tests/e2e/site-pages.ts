import type { APIRequestContext } from '@playwright/test';
import { englishOnlyPaths, noindexPaths, routing, type Locale } from '@/i18n/routing';

export type SitePage = { path: string; locale: Locale; status: 200 | 404 };

function localizedPath(internal: (typeof noindexPaths)[number], locale: Locale): string {
  const entry = routing.pathnames[internal];
  const path = typeof entry === 'string' ? entry : entry[locale];
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

function localeOf(path: string): Locale {
  return path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en';
}

/** The pages search engines never see: success and test pages, and both not-found pages. */
function unlistedPages(): SitePage[] {
  const noindex = noindexPaths.flatMap((internal) =>
    routing.locales
      .filter((locale) => locale === routing.defaultLocale || !englishOnlyPaths.includes(internal))
      .map((locale): SitePage => ({ path: localizedPath(internal, locale), locale, status: 200 })),
  );
  const chatSuccess = routing.locales.map((locale): SitePage => ({
    path: `${localizedPath('/success', locale)}?type=whatsapp`,
    locale,
    status: 200,
  }));
  return [
    ...noindex,
    ...chatSuccess,
    { path: '/no-such-page', locale: 'en', status: 404 },
    { path: '/fr/page-inconnue', locale: 'fr', status: 404 },
  ];
}

/** The pages of the sitemap, in both languages (its origin is the configured public one, so only the path is kept). */
export async function sitemapPages(request: APIRequestContext): Promise<SitePage[]> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]): SitePage => {
    const { pathname, search } = new URL(url);
    return { path: pathname + search, locale: localeOf(pathname), status: 200 };
  });
  if (listed.length === 0) throw new Error('/sitemap.xml lists no page');
  return listed;
}

/**
 * Every page of the running site, so the quality gates grow with it: the sitemap plus the pages it leaves
 * out on purpose.
 */
export async function sitePages(request: APIRequestContext): Promise<SitePage[]> {
  return [...(await sitemapPages(request)), ...unlistedPages()];
}

/** Splits the pages into `count` interleaved groups, so several tests (and workers) share the work. */
export function shard<T>(items: T[], index: number, count: number): T[] {
  return items.filter((_, position) => position % count === index);
}
