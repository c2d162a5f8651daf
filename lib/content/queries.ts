import { defineQuery } from 'groq';
import { SHORT_LIST_SIZE } from './constants';

/**
 * Every GROQ query of the site (docs/behaviour/content.md#queries). The same strings run against the content service
 * and the embedded dataset (groq-js), so they use only what both understand. `$language` null means every language.
 */

/** The parameters of a GROQ query, as both sources take them. */
export type QueryParams = Record<string, string | string[] | null>;

const firstFew = `[0...${SHORT_LIST_SIZE}]`;
const inLanguage = '($language == null || language == $language)';
const published = `_type == "post" && defined(slug.current) && defined(publishedAt)`;

const image = `{ alt, caption, hotspot, crop, "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }`;

/** What every post result has; a list adds the author's name, a single post the whole author and the body. */
const postBase = `
  _id,
  title,
  "slug": slug.current,
  "excerpt": coalesce(excerpt, ""),
  publishedAt,
  language,
  "featured": featured == true,
  "tags": coalesce(tags, []),
  "mainImage": mainImage${image},
  "categories": coalesce(categories[]->{ _id, title, "slug": slug.current, language }, []),
  "characterCount": coalesce(length(pt::text(body)), 0),
  "noindex": seo.noindex == true`;

const postCard = `{ ${postBase}, "author": author->{ name, "slug": slug.current, "image": image${image} } }`;

const author = `{ _id, name, "slug": slug.current, title, description, bio, videoUrl, linkedinUrl, "image": image${image} }`;

const posts = (filter: string) => `*[${published} && ${filter}${inLanguage}] | order(publishedAt desc)`;

export const postsQuery = defineQuery(`${posts('')} ${postCard}`);

export const featuredPostsQuery = defineQuery(`${posts('featured == true && ')} ${firstFew} ${postCard}`);

export const recentPostsQuery = defineQuery(`${posts('')} ${firstFew} ${postCard}`);

/** The post in `$language`, else any post with that slug (which the caller then refuses). */
export const postBySlugQuery = defineQuery(`coalesce(
  *[${published} && slug.current == $slug && language == $language][0],
  *[${published} && slug.current == $slug][0]
) {
  ${postBase},
  "seo": seo{ title, description, "image": image${image} },
  "author": author->${author},
  "body": coalesce(body[]{ ..., _type == "image" => ${image} }, [])
}`);

export const allSlugsQuery = defineQuery(`*[${published}]{ "slug": slug.current, language }`);

export const postsByCategoryQuery = defineQuery(
  `${posts('$categorySlug in categories[]->slug.current && ')} ${postCard}`,
);

export const relatedPostsQuery = defineQuery(
  `${posts('_id != $postId && count(categories[@._ref in $categoryIds]) > 0 && ')} ${firstFew} ${postCard}`,
);

export const categoriesQuery = defineQuery(
  `*[_type == "category" && defined(slug.current) && defined(title) && ${inLanguage}] | order(title asc) {
  _id, title, "slug": slug.current, description, language,
  "articleCount": count(*[${published} && references(^._id)])
}`,
);

export const searchIndexQuery = defineQuery(`${posts('')} {
  "slug": slug.current,
  "text": title + " " + coalesce(excerpt, "") + " " + coalesce(pt::text(body), ""),
  "tags": coalesce(tags, []),
  "categories": coalesce(categories[]->slug.current, [])
}`);

export const authorQuery = defineQuery(`*[_type == "author" && slug.current == $slug][0] ${author}`);

export const postsByAuthorQuery = defineQuery(`${posts('author->slug.current == $authorSlug && ')} ${postCard}`);
