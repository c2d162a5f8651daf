import { slugify } from '@/lib/slugify';

/** The blog list's filters, read from the URL (`?search=`, `?category=`, `?tag=`). */
export type BlogFilters = { search?: string; category?: string; tag?: string };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * No filter value is longer than a search (100 characters): the rest is cut before any matching.
 * @public named in docs/behaviour/constants.md
 */
export const FILTER_MAX_LENGTH = 100;

function single(value: string | string[] | undefined): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.slice(0, FILTER_MAX_LENGTH).trim();
  return text ? text : undefined;
}

export function parseBlogFilters(searchParams: SearchParams): BlogFilters {
  return {
    search: single(searchParams.search),
    category: single(searchParams.category),
    tag: single(searchParams.tag),
  };
}

export function hasFilters(filters: BlogFilters): boolean {
  return Boolean(filters.search || filters.category || filters.tag);
}

/** A tag or category as every spelling of it names it: `SÉO`, `seo` and `SEO` are `seo`. */
export const filterKey = slugify;

/** The one tag or the one category of a view filtered by nothing else, with its key, or `undefined`. */
export function singleFilter(filters: BlogFilters): { filter: 'tag' | 'category'; key: string } | undefined {
  if (filters.search || Boolean(filters.tag) === Boolean(filters.category)) return undefined;
  const [filter, value] = filters.tag ? (['tag', filters.tag] as const) : (['category', filters.category!] as const);
  const key = filterKey(value);
  return key ? { filter, key } : undefined;
}

/**
 * The category or tag a visitor's filter names, whatever its case and accents: `seo` is "SEO", and
 * `developpement-web` or `Développement web` the category whose slug or title that is. An unknown one stays
 * as it was typed (and matches nothing).
 */
export function resolveFilters(
  filters: BlogFilters,
  categories: readonly { slug: string; title: string }[],
  tags: readonly string[],
): BlogFilters {
  const named = (value: string | undefined, known: (key: string) => string | undefined) => {
    const key = value === undefined ? '' : filterKey(value);
    return key ? (known(key) ?? value) : value;
  };
  return {
    ...filters,
    category: named(
      filters.category,
      (key) =>
        categories.find((category) => filterKey(category.slug) === key || filterKey(category.title) === key)?.slug,
    ),
    tag: named(filters.tag, (key) => tags.find((tag) => filterKey(tag) === key)),
  };
}
