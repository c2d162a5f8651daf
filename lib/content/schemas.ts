import { z } from 'zod';
import { perLocale, routing } from '@/i18n/routing';

/**
 * What a page cannot do without, checked in every query result before a page sees it (the queries fill in the
 * defaults: an empty excerpt, no tags, `featured` false): in a list a malformed document is logged and left out,
 * a single one is treated as missing, never a crash (docs/architecture.md#content-sources).
 */

const text = z.string().nullish();

// The crop and focus point pass through to the image URL builder.
export const imageSchema = z.looseObject({
  alt: text,
  caption: text,
  asset: z.object({ _id: z.string(), url: z.string(), width: z.number(), height: z.number() }),
});

const localized = z.object(perLocale(() => text)).nullish();

export const authorSchema = z.object({
  _id: z.string(),
  name: z.string().min(1),
  slug: text,
  title: localized,
  description: localized,
  bio: localized,
  videoUrl: text,
  linkedinUrl: text,
  image: imageSchema.nullish(),
});

const categorySummary = z.object({ _id: z.string(), title: text, slug: z.string().min(1), language: text });

/** A post's identity only: which slug exists in which language. */
export const postKeySchema = z.object({ slug: z.string().min(1), language: z.enum(routing.locales) });

export const postCardSchema = postKeySchema.extend({
  _id: z.string(),
  title: z.string().min(1),
  excerpt: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  featured: z.boolean(),
  tags: z.array(z.string()),
  mainImage: imageSchema.nullish(),
  // A reference to a deleted category resolves to null: drop it rather than the whole post.
  categories: z.array(categorySummary.nullable()).transform((list) => list.filter((category) => category !== null)),
  characterCount: z.number(),
  /** Kept out of search engines and the sitemap (the studio's "Search and sharing" switch). */
  noindex: z.boolean(),
  author: z.object({ name: z.string(), slug: text, image: imageSchema.nullish() }).nullish(),
});

export const postSchema = postCardSchema.extend({
  seo: z.object({ title: text, description: text, image: imageSchema.nullish() }).nullish(),
  author: authorSchema.nullish(),
  // Each block's own shape is checked where it is rendered.
  body: z.array(z.looseObject({ _type: z.string(), _key: z.string() })),
});

export const categorySchema = categorySummary.extend({
  title: z.string().min(1),
  description: text,
  articleCount: z.number(),
});

/** What the blog search indexes of a post: its words, and the categories and tags that filter it. */
export const searchablePostSchema = z.object({
  slug: z.string(),
  /** The title, the excerpt and the body's text. */
  text: z.string(),
  tags: z.array(z.string()),
  categories: z.array(z.string().nullable()).transform((slugs) => slugs.filter((slug) => slug !== null)),
});

export type ContentImage = z.infer<typeof imageSchema>;
export type PostCard = z.infer<typeof postCardSchema>;
export type Post = z.infer<typeof postSchema>;
export type Author = z.infer<typeof authorSchema>;

/** One document; a missing or malformed one is `null` (and a malformed one is logged). */
export function parseOne<T>(schema: z.ZodType<T>, item: unknown, what: string): T | null {
  if (item === null || item === undefined) return null;
  const result = schema.safeParse(item);
  if (result.success) return result.data;
  const id = (item as { _id?: unknown })._id ?? 'unknown id';
  console.error(`[content] skipped a malformed ${what} (${String(id)}):\n${z.prettifyError(result.error)}`);
  return null;
}

/** Each item of a list; the ones that do not fit are logged and left out. */
export function parseEach<T>(schema: z.ZodType<T>, items: unknown, what: string): T[] {
  if (!Array.isArray(items)) console.error(`[content] expected a list of ${what}, got ${typeof items}`);
  return Array.isArray(items) ? items.flatMap((item) => parseOne(schema, item, what) ?? []) : [];
}
