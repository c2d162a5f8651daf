import { z } from 'zod';
import { perLocale, routing } from '@/i18n/routing';

/**
 * The shape pages rely on. Every query result is parsed with these before a page sees it: a malformed
 * document is logged and skipped (lists) or treated as missing (a single post), never a crash.
 */

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

export const imageSchema = z.object({
  alt: optionalText,
  caption: optionalText,
  // Passed through untouched to the image URL builder, which applies the editor's crop and focus point.
  hotspot: z.looseObject({}).nullish(),
  crop: z.looseObject({}).nullish(),
  asset: z.object({ _id: z.string(), url: z.string(), width: z.number(), height: z.number() }),
});

const localizedText = z.object(perLocale(() => optionalText)).nullish();

const categorySummarySchema = z.object({
  _id: z.string(),
  title: optionalText,
  slug: z.string().min(1),
  language: optionalText,
});

const postBaseSchema = z.object({
  _id: z.string(),
  title: z.string().min(1),
  slug: z.string().min(1),
  excerpt: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  publishedAt: z.iso.datetime({ offset: true }),
  language: z.enum(routing.locales),
  featured: z.boolean(),
  tags: z.array(z.string()),
  mainImage: imageSchema.nullish(),
  // A reference to a deleted category resolves to null: drop it rather than the whole post.
  categories: z
    .array(categorySummarySchema.nullable())
    .transform((categories) => categories.filter((category) => category !== null)),
  characterCount: z
    .number()
    .nullish()
    .transform((value) => value ?? 0),
  /** Kept out of search engines and the sitemap (the studio's "Search and sharing" switch). */
  noindex: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});

/** A post's identity only: which slug exists in which language. */
export const postKeySchema = z.object({ slug: z.string().min(1), language: z.enum(routing.locales) });

export const postCardSchema = postBaseSchema.extend({
  author: z.object({ name: z.string(), slug: optionalText, image: imageSchema.nullish() }).nullish(),
});

/** What the blog search indexes of a post: its words, and the categories and tags that filter it. */
export const searchablePostSchema = postBaseSchema
  .pick({ _id: true, title: true, slug: true, excerpt: true, tags: true })
  .extend({
    categories: z.array(z.string().nullable()).transform((slugs) => slugs.filter((slug) => slug !== null)),
    text: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
  });

/** A portable text block: its own shape is checked where it is rendered. */
const blockSchema = z.looseObject({ _type: z.string(), _key: z.string() });

export const authorSchema = z.object({
  _id: z.string(),
  name: z.string().min(1),
  slug: optionalText,
  title: localizedText,
  description: localizedText,
  bio: localizedText,
  videoUrl: optionalText,
  linkedinUrl: optionalText,
  image: imageSchema.nullish(),
});

/** What an article says to search engines and social networks when it differs from its title and excerpt. */
const seoSchema = z.object({ title: optionalText, description: optionalText, image: imageSchema.nullish() });

export const postSchema = postBaseSchema.extend({
  seo: seoSchema.nullish(),
  author: authorSchema.nullish(),
  body: z
    .array(blockSchema)
    .nullish()
    .transform((body) => body ?? []),
});

export const categorySchema = z.object({
  _id: z.string(),
  title: z.string().min(1),
  slug: z.string().min(1),
  description: optionalText,
  language: optionalText,
  articleCount: z.number(),
});

export type ContentImage = z.infer<typeof imageSchema>;
export type PostCard = z.infer<typeof postCardSchema>;
export type Post = z.infer<typeof postSchema>;
export type Author = z.infer<typeof authorSchema>;
export type Category = z.infer<typeof categorySchema>;
export type CategorySummary = z.infer<typeof categorySummarySchema>;

function describe(value: unknown): string {
  if (value && typeof value === 'object' && '_id' in value) return String(value._id);
  return 'unknown id';
}

/** Parses each item of a list; the ones that do not fit are logged and left out. */
export function parseEach<T>(schema: z.ZodType<T>, items: unknown, what: string): T[] {
  if (!Array.isArray(items)) {
    console.error(`[content] expected a list of ${what}, got ${typeof items}`);
    return [];
  }
  return items.flatMap((item) => {
    const result = schema.safeParse(item);
    if (result.success) return [result.data];
    console.error(`[content] skipped a malformed ${what} (${describe(item)}):\n${z.prettifyError(result.error)}`);
    return [];
  });
}

/** Parses one document; a missing or malformed one is `null` (and a malformed one is logged). */
export function parseOne<T>(schema: z.ZodType<T>, item: unknown, what: string): T | null {
  if (item === null || item === undefined) return null;
  const result = schema.safeParse(item);
  if (result.success) return result.data;
  console.error(`[content] ignored a malformed ${what} (${describe(item)}):\n${z.prettifyError(result.error)}`);
  return null;
}
