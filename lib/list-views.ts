import { optionalLocalePrefix } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { hasFilters, parseBlogFilters, singleFilter } from '@/lib/content/filters';
import { parseCategory } from '@/lib/marketing/portfolio';

/** The two lists with filters in their query, in either language: `/blog`, `/fr/portfolio`… */
const LIST_PATH = new RegExp(`^${optionalLocalePrefix}/(blog|portfolio)$`);

/** The internal pages of filtered views, which no public URL names directly. */
export const FILTERED_VIEW_PATH = new RegExp(`^${optionalLocalePrefix}/(?:blog|portfolio)/views/.`);

/** The internal page of a blog view filtered by one tag or one category: `/en/blog/views/tag/seo`. */
export const SINGLE_FILTER_VIEW = new RegExp(`^/(${routing.locales.join('|')})/blog/views/(tag|category)/([^/]+)$`);

/** The blog's prerendered "no articles found" view of a language, for filters no page was prerendered for. */
export function noPostViewPath(locale: string): string {
  return `/${locale}/blog/views/none`;
}

/**
 * The internal page that answers a list URL with filters, or `undefined` for the list itself:
 * - `/blog?tag=SÉO` -> `/en/blog/views/tag/seo`, one prerendered page for every spelling of a tag or category
 *   (proxy.ts sends a key no page was prerendered for to the "no articles found" view, `noPostViewPath`);
 * - combined filters -> `/en/blog/views/search`, one prerendered page whose results the browser finds (a search
 *   alone gets there by a static rewrite, i18n/rewrites.ts `searchViewRewrites`);
 * - `/fr/portfolio?category=mobile` -> `/fr/portfolio/views/mobile`; an unknown category shows every project.
 */
export function filteredViewPath(pathname: string, query: URLSearchParams): string | undefined {
  const found = LIST_PATH.exec(pathname);
  if (!found) return undefined;
  const [, prefixed, list] = found;
  const locale = (prefixed as Locale | undefined) ?? routing.defaultLocale;
  if (list === 'portfolio') {
    const category = parseCategory(query.get('category') ?? undefined);
    return category && `/${locale}/portfolio/views/${category}`;
  }
  const filters = parseBlogFilters(query);
  if (!hasFilters(filters)) return undefined;
  const view = singleFilter(filters);
  return view ? `/${locale}/blog/views/${view.filter}/${view.key}` : `/${locale}/blog/views/search`;
}
