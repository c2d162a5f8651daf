import 'server-only';
import type { Locale } from '@/i18n/routing';
import { slugify } from '@/lib/slugify';
import { resolveFilters, type BlogFilters } from './filters';
import { getCategories, getFeaturedPosts, getPosts, getPostsByCategory } from './index';

/**
 * What a prerendered blog list shows in a language for at most a category and a tag: the posts that match, the
 * featured ones (without a filter), the categories holding a post with their counts, in the language's order
 * ("Études" among the E's), every tag used, and the filters as the content names them (`?tag=seo` is "SEO").
 */
export async function getBlogListing(language: Locale, requested: Pick<BlogFilters, 'category' | 'tag'>) {
  const [allPosts, allCategories] = await Promise.all([getPosts(language), getCategories(language)]);
  const tags = [...new Set(allPosts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b, language));
  const categories = allCategories
    .filter((category) => category.articleCount > 0)
    .sort((a, b) => a.title.localeCompare(b.title, language))
    .map(({ slug, title, articleCount }) => ({ slug, title, articleCount }));
  const filters = resolveFilters(requested, categories, tags);
  const filtered = Boolean(filters.category || filters.tag);
  const [byCategory, featured] = await Promise.all([
    filters.category ? getPostsByCategory(filters.category, language) : allPosts,
    filtered ? [] : getFeaturedPosts(language),
  ]);
  const posts = byCategory.filter((post) => !filters.tag || post.tags.includes(filters.tag));
  return { posts, featured, categories, tags, filters };
}

/**
 * The views filtered by one tag or one category that are prerendered: every key of a tag or category in use in
 * the language (a category by its slug and by its title).
 */
export async function singleFilterKeys(language: Locale) {
  const { categories, tags } = await getBlogListing(language, {});
  const keys = (filter: 'tag' | 'category', names: string[]) =>
    [...new Set(names.map(slugify))].filter(Boolean).map((key) => ({ filter, key }));
  const categoryNames = categories.flatMap(({ slug, title }) => [slug, title]);
  return [...keys('tag', tags), ...keys('category', categoryNames)];
}
