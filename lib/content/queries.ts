import { defineQuery } from 'groq';
import { SHORT_LIST_SIZE } from './constants';

/**
 * Every GROQ query of the site (docs/behaviour/content.md#queries). The same strings run against the content service
 * and against the embedded dataset (groq-js), so they use only what both understand. `$language` may be null: "all
 * languages".
 */

const firstFew = `[0...${SHORT_LIST_SIZE}]`;
const languageFilter = '($language == null || language == $language)';
const publishedPost = `_type == "post" && defined(slug.current) && defined(publishedAt)`;

const imageFields = `{
  alt,
  caption,
  hotspot,
  crop,
  "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height }
}`;

const categoryFields = `{ _id, title, "slug": slug.current, language }`;

/** Fields every post result has; a list adds the author's name, a single post the whole author and the body. */
const postBaseFields = `
  _id,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  language,
  "featured": featured == true,
  "tags": coalesce(tags, []),
  "mainImage": mainImage${imageFields},
  "categories": coalesce(categories[]->${categoryFields}, []),
  "characterCount": length(pt::text(body)),
  "noindex": seo.noindex == true`;

/** What a list of posts shows: no body, but its length for the reading time. */
const postCardFields = `{
  ${postBaseFields},
  "author": author->{ name, "slug": slug.current, "image": image${imageFields} }
}`;

/** Every field of an author (docs/behaviour/content.md#authors). */
const authorFields = `{
  _id, name, "slug": slug.current, title, description, bio, videoUrl, linkedinUrl, "image": image${imageFields}
}`;

const postFields = `{
  ${postBaseFields},
  "seo": seo{ title, description, "image": image${imageFields} },
  "author": author->${authorFields},
  "body": body[]{ ..., _type == "image" => ${imageFields} }
}`;

/** All posts, newest first. */
export const postsQuery = defineQuery(
  `*[${publishedPost} && ${languageFilter}] | order(publishedAt desc) ${postCardFields}`,
);

/** Featured posts, newest first, and the most recent ones for when none is featured. */
export const featuredPostsQuery = defineQuery(`{
  "featured": *[${publishedPost} && featured == true && ${languageFilter}] | order(publishedAt desc) ${firstFew} ${postCardFields},
  "recent": *[${publishedPost} && ${languageFilter}] | order(publishedAt desc) ${firstFew} ${postCardFields}
}`);

/** The 3 most recent posts. */
export const recentPostsQuery = defineQuery(
  `*[${publishedPost} && ${languageFilter}] | order(publishedAt desc) ${firstFew} ${postCardFields}`,
);

/**
 * One post by slug with its body: the one in `$language` when it exists, else any post with that slug
 * (the caller rejects it when its language differs, docs/behaviour/content.md#queries).
 */
export const postBySlugQuery = defineQuery(`coalesce(
  *[${publishedPost} && slug.current == $slug && language == $language][0],
  *[${publishedPost} && slug.current == $slug][0]
) ${postFields}`);

/** Every published post's slug and language: what proxy.ts checks an article URL against. */
export const allSlugsQuery = defineQuery(`*[${publishedPost}]{ "slug": slug.current, language }`);

/** The language and slug of the published posts among `$slugs` (which articles of the slug map exist). */
export const publishedSlugsQuery = defineQuery(
  `*[${publishedPost} && slug.current in $slugs]{ "slug": slug.current, language }`,
);

/** Posts filed under a category slug, newest first. */
export const postsByCategoryQuery = defineQuery(
  `*[${publishedPost} && $categorySlug in categories[]->slug.current && ${languageFilter}] | order(publishedAt desc) ${postCardFields}`,
);

/** Other posts sharing at least one category with the current one, newest 3. */
export const relatedPostsQuery = defineQuery(
  `*[${publishedPost} && _id != $postId && count(categories[@._ref in $categoryIds]) > 0 && ${languageFilter}] | order(publishedAt desc) ${firstFew} ${postCardFields}`,
);

/** Categories with a slug and a title, ordered by title, with the number of posts that reference each. */
export const categoriesQuery =
  defineQuery(`*[_type == "category" && defined(slug.current) && defined(title) && ${languageFilter}] | order(title asc) {
  _id,
  title,
  "slug": slug.current,
  description,
  language,
  "articleCount": count(*[${publishedPost} && references(^._id)])
}`);

/**
 * What the blog search reads of every post, newest first: title, excerpt and body text, category slugs and
 * tags (docs/behaviour/content.md#blog-list-search-and-filters), matched in the browser against the index built from
 * this (lib/content/search.ts).
 */
export const searchIndexQuery = defineQuery(
  `*[${publishedPost} && ${languageFilter}] | order(publishedAt desc) {
  _id,
  title,
  "slug": slug.current,
  excerpt,
  "tags": coalesce(tags, []),
  "categories": coalesce(categories[]->slug.current, []),
  "text": pt::text(body)
}`,
);

/** An author by slug, with every field (docs/behaviour/content.md#authors). */
export const authorQuery = defineQuery(`*[_type == "author" && slug.current == $slug][0] ${authorFields}`);

/** The posts an author wrote, newest first. */
export const postsByAuthorQuery = defineQuery(
  `*[${publishedPost} && author->slug.current == $authorSlug && ${languageFilter}] | order(publishedAt desc) ${postCardFields}`,
);
