import { resolveFilters, type BlogFilters } from './filters';

/**
 * One post as the blog search reads it (the prerendered index of each language): every word of its title,
 * excerpt and text once, folded, and the category slugs and tags that filter it.
 */
export type SearchEntry = { slug: string; words: string; categories: string[]; tags: string[] };

/** A list view's filters need the categories and tags in use to be read (`?tag=seo` is the tag "SEO"). */
export type FilterVocabulary = { categories: readonly { slug: string; title: string }[]; tags: readonly string[] };

/**
 * Text as the search compares it: lower case, without accents or ligatures, cut into words of letters and
 * digits. One function for the index and for what a visitor types, so "référencement", "referencement" and
 * "RÉFÉRENCEMENT" are one word in either language, as tags and categories already are (filters.ts).
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

export function searchEntry(post: {
  slug: string;
  title: string;
  excerpt: string;
  text: string;
  categories: readonly string[];
  tags: readonly string[];
}): SearchEntry {
  const words = new Set(searchWords(`${post.title} ${post.excerpt} ${post.text}`));
  return { slug: post.slug, words: [...words].join(' '), categories: [...post.categories], tags: [...post.tags] };
}

/**
 * The slugs of the posts that match every filter, in the index's order (newest first): each word of the
 * search begins a word of the post (`vital` finds "vitals"), and the category and tag, read as the content
 * names them, are the post's. Linear in the size of the index for each word of the search (100 characters).
 */
export function matchingSlugs(index: readonly SearchEntry[], filters: BlogFilters, vocabulary: FilterVocabulary) {
  const { category, tag } = resolveFilters(filters, vocabulary.categories, vocabulary.tags);
  const wordStarts = searchWords(filters.search ?? '').map((word) => ` ${word}`);
  return index
    .filter(
      (entry) =>
        (!category || entry.categories.includes(category)) &&
        (!tag || entry.tags.includes(tag)) &&
        wordStarts.every((start) => ` ${entry.words}`.includes(start)),
    )
    .map((entry) => entry.slug);
}
