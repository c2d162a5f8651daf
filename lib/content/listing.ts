import 'server-only';
import type { Locale } from '@/i18n/routing';
import { slugify } from '@/lib/slugify';
import { getCategories, getFeaturedPosts, getPosts, getPostsByCategory, searchPosts } from './index';
import type { Category, PostCard } from './schemas';

/** The blog list's filters, read from the URL (`?search=`, `?category=`, `?tag=`). */
export type BlogFilters = { search?: string; category?: string; tag?: string };

type SearchParams = Record<string, string | string[] | undefined>;

/** No filter value is longer than a search (100 characters): the rest is cut before any matching. */
const FILTER_MAX_LENGTH = 100;

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
    const key = value === undefined ? '' : slugify(value);
    return key ? (known(key) ?? value) : value;
  };
  return {
    ...filters,
    category: named(
      filters.category,
      (key) => categories.find((category) => slugify(category.slug) === key || slugify(category.title) === key)?.slug,
    ),
    tag: named(filters.tag, (key) => tags.find((tag) => slugify(tag) === key)),
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
