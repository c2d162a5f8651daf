import 'server-only';
import type { Locale } from '@/i18n/routing';
import { getCategories, getFeaturedPosts, getPosts, getPostsByCategory } from './index';
import { filterKey, resolveFilters, type BlogFilters } from './filters';
import type { Category, PostCard } from './schemas';

/** The filters a prerendered list view is made for; a search is matched in the browser (lib/content/search.ts). */
export type ViewFilters = Pick<BlogFilters, 'category' | 'tag'>;

export type BlogListing = {
  /** The posts that match the filters (every post of the language when there is none). */
  posts: PostCard[];
  /** Shown above the list when no filter is active. */
  featured: PostCard[];
  /** Categories that hold at least one post in this language, with their counts. */
  categories: Category[];
  /** Every tag used in this language, alphabetically. */
  tags: string[];
  /** The filters as the content names them (`?tag=seo` is the tag "SEO"), so the active chips light up. */
  filters: ViewFilters;
};

/** Everything a prerendered blog list shows for a language and at most a category and a tag; filters combine. */
export async function getBlogListing(language: Locale, requested: ViewFilters): Promise<BlogListing> {
  const [allPosts, allCategories] = await Promise.all([getPosts(language), getCategories(language)]);
  const tags = [...new Set(allPosts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b, language));
  const filters = resolveFilters(requested, allCategories, tags);
  const filtered = Boolean(filters.category || filters.tag);
  const [byCategory, featured] = await Promise.all([
    filters.category ? getPostsByCategory(filters.category, language) : undefined,
    filtered ? [] : getFeaturedPosts(language),
  ]);
  const posts = (byCategory ?? allPosts).filter((post) => !filters.tag || post.tags.includes(filters.tag));
  // The query orders by code point; readers expect "Études" among the E's.
  const categories = allCategories
    .filter((category) => category.articleCount > 0)
    .sort((a, b) => a.title.localeCompare(b.title, language));
  return { posts, featured, categories, tags, filters };
}

/**
 * The views filtered by one tag or one category that are prerendered: every key of a tag or category in use
 * in the language (a category by its slug and by its title).
 */
export async function singleFilterKeys(language: Locale): Promise<{ filter: 'tag' | 'category'; key: string }[]> {
  const { categories, tags } = await getBlogListing(language, {});
  const categoryKeys = categories.flatMap((category) => [filterKey(category.slug), filterKey(category.title)]);
  return [
    ...[...new Set(tags.map(filterKey))].map((key) => ({ filter: 'tag' as const, key })),
    ...[...new Set(categoryKeys)].map((key) => ({ filter: 'category' as const, key })),
  ].filter(({ key }) => key);
}
