import { slugify } from '@/lib/slugify';

/**
 * The blog list's filters (`?search=`, `?category=`, `?tag=`) and its search, one module for the server and the
 * browser (docs/behaviour/content.md#blog-list-search-and-filters).
 */
export type BlogFilters = { search?: string; category?: string; tag?: string };

/**
 * No filter value is longer than a search (100 characters): the rest is cut before any matching.
 * @public named in docs/behaviour/constants.md
 */
export const FILTER_MAX_LENGTH = 100;

/** The filters of a list URL's query: the first value of each, cut, trimmed; a blank one is no filter. */
export function parseBlogFilters(query: Pick<URLSearchParams, 'get'>): BlogFilters {
  const value = (name: string) => query.get(name)?.slice(0, FILTER_MAX_LENGTH).trim() || undefined;
  return { search: value('search'), category: value('category'), tag: value('tag') };
}

export const hasFilters = (filters: BlogFilters) => Boolean(filters.search || filters.category || filters.tag);

/** The one tag or the one category of a view filtered by nothing else, with its key, or `undefined`. */
export function singleFilter(filters: BlogFilters): { filter: 'tag' | 'category'; key: string } | undefined {
  if (filters.search || Boolean(filters.tag) === Boolean(filters.category)) return undefined;
  const [filter, value] = filters.tag ? (['tag', filters.tag] as const) : (['category', filters.category!] as const);
  const key = slugify(value);
  return key ? { filter, key } : undefined;
}

/**
 * The category or tag a visitor's filter names, whatever its case and accents: `seo` is "SEO", and
 * `developpement-web` or `Développement web` the category whose slug or title that is. An unknown one stays as it
 * was typed (and matches nothing).
 */
export function resolveFilters(
  filters: BlogFilters,
  categories: readonly { slug: string; title: string }[],
  tags: readonly string[],
): BlogFilters {
  const named = (value: string | undefined, known: (key: string) => string | undefined) =>
    value && slugify(value) ? (known(slugify(value)) ?? value) : value;
  return {
    ...filters,
    category: named(
      filters.category,
      (key) =>
        categories.find((category) => [category.slug, category.title].some((name) => slugify(name) === key))?.slug,
    ),
    tag: named(filters.tag, (key) => tags.find((tag) => slugify(tag) === key)),
  };
}

/** One post as the search reads it (the prerendered index of each language): its words once, folded, and its filters. */
export type SearchEntry = { slug: string; words: string; categories: string[]; tags: string[] };

/**
 * Text as the search compares it: lower case, without accents or ligatures, cut into words of letters and digits.
 * One function for the index and for what a visitor types, so "référencement", "referencement" and "RÉFÉRENCEMENT"
 * are one word in either language, as tags and categories already are.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The slugs of the posts that match every filter (`resolveFilters` read them), in the index's order (newest first):
 * each word of the search begins a word of the post (`vital` finds "vitals"), and the category and tag are the post's.
 */
export function matchingSlugs(index: readonly SearchEntry[], { search, category, tag }: BlogFilters): string[] {
  const wordStarts = searchWords(search ?? '').map((word) => ` ${word}`);
  return index
    .filter(
      (entry) =>
        (!category || entry.categories.includes(category)) &&
        (!tag || entry.tags.includes(tag)) &&
        wordStarts.every((start) => ` ${entry.words}`.includes(start)),
    )
    .map((entry) => entry.slug);
}
