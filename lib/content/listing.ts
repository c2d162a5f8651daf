import 'server-only';
import type { Locale } from '@/i18n/routing';
import { getCategories, getFeaturedPosts, getPosts, getPostsByCategory, searchPosts } from './index';
import { filterKey, hasFilters, type BlogFilters } from './filters';
import type { Category, PostCard } from './schemas';

export type { BlogFilters };

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
  filters: BlogFilters;
};

/**
 * The category or tag a visitor's filter names, whatever its case and accents: `seo` is "SEO", and
 * `developpement-web` or `Développement web` the category whose slug or title that is.
 */
function resolveFilters(filters: BlogFilters, categories: readonly Category[], tags: readonly string[]): BlogFilters {
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

/** Everything the blog list shows for a language and a set of filters; filters combine. */
export async function getBlogListing(language: Locale, requested: BlogFilters): Promise<BlogListing> {
  const [allPosts, allCategories] = await Promise.all([getPosts(language), getCategories(language)]);
  const tags = [...new Set(allPosts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b, language));
  const filters = resolveFilters(requested, allCategories, tags);
  const filtered = hasFilters(filters);
  const [matching, featured] = await Promise.all([
    filters.search
      ? searchPosts(filters.search, language)
      : filters.category
        ? getPostsByCategory(filters.category, language)
        : undefined,
    filtered ? [] : getFeaturedPosts(language),
  ]);
  let posts = matching ?? allPosts;
  // A search with a category: the search's results narrowed to that category.
  if (filters.search && filters.category)
    posts = posts.filter((post) => post.categories.some((category) => category.slug === filters.category));
  if (filters.tag) posts = posts.filter((post) => post.tags.includes(filters.tag as string));
  // The query orders by code point; readers expect "Études" among the E's.
  const categories = allCategories
    .filter((category) => category.articleCount > 0)
    .sort((a, b) => a.title.localeCompare(b.title, language));
  return { posts, featured, categories, tags, filters };
}

/**
 * The listing, or `undefined` when the content service failed: a search is rendered per request, so there
 * is no last good page to fall back on, and the visitor gets a message instead of an error page. (The
 * prerendered views call getBlogListing, whose failure keeps their last good page.)
 */
export async function loadBlogListing(language: Locale, filters: BlogFilters): Promise<BlogListing | undefined> {
  try {
    return await getBlogListing(language, filters);
  } catch (error) {
    console.error('[blog] the article list could not be loaded', error);
    return undefined;
  }
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
