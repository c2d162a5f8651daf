import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ArticlePair } from '@/i18n/twins';
import {
  authorQuery,
  categoriesQuery,
  featuredPostsQuery,
  postBySlugQuery,
  postsByAuthorQuery,
  postsByCategoryQuery,
  postsQuery,
  publishedSlugsQuery,
  recentPostsQuery,
  relatedPostsQuery,
  searchIndexQuery,
} from './queries';
import {
  authorSchema,
  categorySchema,
  parseEach,
  parseOne,
  postCardSchema,
  postKeySchema,
  postSchema,
  searchablePostSchema,
  type Author,
  type Post,
  type PostCard,
} from './schemas';
import { searchEntry, type SearchEntry } from './search';
import { mappedSlugs, publishedPairs } from './slug-map';
import type { QueryParams } from './query-params';
import { runQuery, runQueryWithDefault } from './source';
import { typesetAuthor, typesetCard, typesetCategory, typesetPost } from './typeset';

/**
 * The only door to posts, authors and categories. Every function runs one query of queries.ts, parses the
 * result and typesets its words in their language (typeset.ts); `language: null` means every language.
 * Failures of the source propagate (see source.ts).
 */

const postReads = ['post', 'author', 'category'] as const;

async function postCards(query: string, params: QueryParams): Promise<PostCard[]> {
  return parseEach(postCardSchema, await runQuery(query, params, postReads), 'post').map(typesetCard);
}

export const getPosts = cache((language: Locale | null) => postCards(postsQuery, { language }));

export const getRecentPosts = cache((language: Locale | null) => postCards(recentPostsQuery, { language }));

/** The first 3 featured posts, or the 3 most recent when none is featured. */
export const getFeaturedPosts = cache(async (language: Locale | null): Promise<PostCard[]> => {
  const result = (await runQuery(featuredPostsQuery, { language }, postReads)) as {
    featured?: unknown;
    recent?: unknown;
  } | null;
  const featured = parseEach(postCardSchema, result?.featured, 'post');
  return (featured.length > 0 ? featured : parseEach(postCardSchema, result?.recent, 'post')).map(typesetCard);
});

/**
 * A post in a language; a post with that slug in another language is not found (docs/behaviour/content.md#articles).
 */
export const getPost = cache(async (slug: string, language: Locale): Promise<Post | null> => {
  const post = parseOne(postSchema, await runQuery(postBySlugQuery, { slug, language }, postReads), 'post');
  return post?.language === language ? typesetPost(post) : null;
});

/** The articles published in both languages, as pairs of slugs: what an article's twin is (i18n/twins.ts). */
export const getArticlePairs = cache(async (): Promise<ArticlePair[]> =>
  publishedPairs(
    parseEach(postKeySchema, await runQuery(publishedSlugsQuery, { slugs: mappedSlugs }, ['post']), 'post'),
  ),
);

export const getPostsByCategory = cache((categorySlug: string, language: Locale | null) =>
  postCards(postsByCategoryQuery, { categorySlug, language }),
);

/** Other posts in the same language that share a category, newest 3. */
export function getRelatedPosts(post: Pick<Post, '_id' | 'language' | 'categories'>): Promise<PostCard[]> {
  const categoryIds = post.categories.map((category) => category._id);
  if (categoryIds.length === 0) return Promise.resolve([]);
  return postCards(relatedPostsQuery, { postId: post._id, categoryIds, language: post.language });
}

/** An author by slug: the content service's document, or the embedded one while the service has none. */
export const getAuthor = cache(async (slug: string): Promise<Author | null> =>
  typesetAuthor(parseOne(authorSchema, await runQueryWithDefault(authorQuery, { slug }, ['author']), 'author')),
);

/** The posts an author wrote in a language, newest first. */
export const getPostsByAuthor = cache((authorSlug: string, language: Locale | null) =>
  postCards(postsByAuthorQuery, { authorSlug, language }),
);

export const getCategories = cache(async (language: Locale | null) =>
  parseEach(categorySchema, await runQuery(categoriesQuery, { language }, ['category', 'post']), 'category').map(
    typesetCategory,
  ),
);

/** The blog search's index of a language: every post's words, categories and tags, newest first. */
export const getSearchIndex = cache(async (language: Locale): Promise<SearchEntry[]> =>
  parseEach(searchablePostSchema, await runQuery(searchIndexQuery, { language }, postReads), 'post').map(searchEntry),
);

/**
 * A value without the invisible edit marks that draft mode adds to an article's words (for the overlays):
 * for what is not shown in the page, such as its metadata.
 */
export { stegaClean as withoutEditMarks } from 'next-sanity';

export type { Author, Post, PostCard } from './schemas';
