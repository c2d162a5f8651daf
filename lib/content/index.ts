import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ArticlePair } from '@/i18n/twins';
import * as queries from './queries';
import type { QueryParams } from './queries';
import {
  authorSchema,
  categorySchema,
  parseEach,
  parseOne,
  postCardSchema,
  postKeySchema,
  postSchema,
  searchablePostSchema,
  type Post,
} from './schemas';
import { searchWords, type SearchEntry } from './filters';
import { publishedPairs } from './slug-map';
import { queryEmbeddedDataset, runQuery } from './source';
import { typeset } from './typeset';

/**
 * The only door to posts, authors and categories: each function runs a query of queries.ts, parses the result
 * (schemas.ts) and typesets its words in their language. `language: null` means every language. A failure of the
 * source throws (docs/architecture.md#caching-and-revalidation).
 */

const postReads = ['post', 'author', 'category'] as const;

const postCards = async (query: string, params: QueryParams) =>
  typeset(parseEach(postCardSchema, await runQuery(query, params, postReads), 'post'));

export const getPosts = cache((language: Locale | null) => postCards(queries.postsQuery, { language }));

export const getRecentPosts = cache((language: Locale | null) => postCards(queries.recentPostsQuery, { language }));

/** The first 3 featured posts, or the 3 most recent when none is featured. */
export const getFeaturedPosts = cache(async (language: Locale | null) => {
  const featured = await postCards(queries.featuredPostsQuery, { language });
  return featured.length > 0 ? featured : getRecentPosts(language);
});

/** A post in a language; a post with that slug in another language is not found (docs/behaviour/content.md#articles). */
export const getPost = cache(async (slug: string, language: Locale): Promise<Post | null> => {
  const post = parseOne(postSchema, await runQuery(queries.postBySlugQuery, { slug, language }, postReads), 'post');
  return post?.language === language ? typeset(post) : null;
});

/** Every published slug with its language (what proxy.ts checks an article's address against). */
export const getPostKeys = async () =>
  parseEach(postKeySchema, await runQuery(queries.allSlugsQuery, {}, ['post']), 'post');

/** The articles published in both languages, as pairs of slugs: what an article's twin is (i18n/twins.ts). */
export const getArticlePairs = cache(async (): Promise<ArticlePair[]> => publishedPairs(await getPostKeys()));

export const getPostsByCategory = cache((categorySlug: string, language: Locale | null) =>
  postCards(queries.postsByCategoryQuery, { categorySlug, language }),
);

/** Other posts in the same language that share a category, newest 3. */
export async function getRelatedPosts(post: Pick<Post, '_id' | 'language' | 'categories'>) {
  const categoryIds = post.categories.map((category) => category._id);
  if (categoryIds.length === 0) return [];
  return postCards(queries.relatedPostsQuery, { postId: post._id, categoryIds, language: post.language });
}

/** An author by slug: the content service's document, or the embedded one while the service has none. */
export const getAuthor = cache(async (slug: string) => {
  const found =
    (await runQuery(queries.authorQuery, { slug }, ['author'])) ??
    (await queryEmbeddedDataset(queries.authorQuery, { slug }));
  return typeset(parseOne(authorSchema, found, 'author'));
});

export const getPostsByAuthor = cache((authorSlug: string, language: Locale | null) =>
  postCards(queries.postsByAuthorQuery, { authorSlug, language }),
);

export const getCategories = cache(async (language: Locale | null) =>
  typeset(
    parseEach(categorySchema, await runQuery(queries.categoriesQuery, { language }, ['category', 'post']), 'category'),
  ),
);

/** The blog search's index of a language: every post's words once, its categories and tags, newest first. */
export const getSearchIndex = cache(async (language: Locale): Promise<SearchEntry[]> =>
  parseEach(searchablePostSchema, await runQuery(queries.searchIndexQuery, { language }, postReads), 'post').map(
    ({ slug, text, categories, tags }) => ({
      slug,
      words: [...new Set(searchWords(text))].join(' '),
      categories,
      tags,
    }),
  ),
);

/** A value without the invisible edit marks draft mode adds to an article's words: for what the page does not show. */
export { stegaClean as withoutEditMarks } from 'next-sanity';

export type { Author, Post, PostCard } from './schemas';
