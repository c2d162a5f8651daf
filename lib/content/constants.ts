/**
 * Cache tags, named once: every content fetch is tagged with the document types it reads, and the
 * webhook revalidates the tag of the type that changed (a post edit refreshes category counts too).
 */
export const CONTENT_TAGS = {
  post: 'sanity:post',
  author: 'sanity:author',
  category: 'sanity:category',
} as const;

export type ContentType = keyof typeof CONTENT_TAGS;

/** Seconds a content fetch is served from cache before it is refreshed in the background. */
export const CONTENT_REVALIDATE_SECONDS = 3600;

export const SANITY_API_VERSION = '2024-01-01';

/** Spec §9: featured, recent and related lists hold 3 posts. */
export const SHORT_LIST_SIZE = 3;
