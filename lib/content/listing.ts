import 'server-only';
import type { Locale } from '@/i18n/routing';
import { getCategories, getFeaturedPosts, getPosts, getPostsByCategory, searchPosts } from './index';
import type { Category, PostCard } from './schemas';

/** The blog list's filters, read from the URL (`?search=`, `?category=`, `?tag=`). */
export type BlogFilters = { search?: string; category?: string; tag?: string };

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
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

export type BlogListing = {
  /** The posts that match the filters (every post of the language when there is none). */
  posts: PostCard[];
  /** Shown above the list when no filter is active. */
  featured: PostCard[];
  /** Categories that hold at least one post in this language, with their counts. */
  categories: Category[];
  /** Every tag used in this language, alphabetically. */
  tags: string[];
};

/** Everything the blog list shows for a language and a set of filters; filters combine. */
export async function getBlogListing(language: Locale, filters: BlogFilters): Promise<BlogListing> {
  const filtered = hasFilters(filters);
  const [allPosts, categories, matching, featured] = await Promise.all([
    getPosts(language),
    getCategories(language),
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
  const tags = [...new Set(allPosts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b, language));
  // The query orders by code point; readers expect "Études" among the E's.
  const shownCategories = categories
    .filter((category) => category.articleCount > 0)
    .sort((a, b) => a.title.localeCompare(b.title, language));
  return { posts, featured, categories: shownCategories, tags };
}

/**
 * The listing, or `undefined` when the content service failed: the blog list is rendered per request, so
 * there is no last good page to fall back on, and the visitor gets a message instead of an error page.
 */
export async function loadBlogListing(language: Locale, filters: BlogFilters): Promise<BlogListing | undefined> {
  try {
    return await getBlogListing(language, filters);
  } catch (error) {
    console.error('[blog] the article list could not be loaded', error);
    return undefined;
  }
}
