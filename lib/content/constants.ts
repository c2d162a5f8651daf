/**
 * Cache tags, named once: each content fetch carries the tags of the document types it reads, and the webhook
 * revalidates the tag of the type that changed (a post edit refreshes category counts too).
 */
export const CONTENT_TAGS = { post: 'sanity:post', author: 'sanity:author', category: 'sanity:category' } as const;

// docs/behaviour/constants.md#content-and-caching
/** Fetched content is kept 5 minutes, then refreshed in the background on the next request. */
export const CONTENT_REVALIDATE_SECONDS = 300;
/** A failed request to the content service is retried 3 times, waiting 1 s, 2 s, then 4 s. */
export const CONTENT_MAX_RETRIES = 3;
export const FIRST_RETRY_MS = 1000;
export const contentRetryDelay = (attempt: number) => FIRST_RETRY_MS * 2 ** attempt;
export const SANITY_API_VERSION = '2024-01-01';
/** Featured, recent and related lists hold 3 posts. */
export const SHORT_LIST_SIZE = 3;
/** An article's search description, as search results show it without cutting it (validated in the studio). */
export const SEO_DESCRIPTION_MAX_LENGTH = 160;
/** The content webhook (docs/architecture.md#content-webhook) sends `{_type}`: 64 KiB is far more than it needs. */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024;
/** Sanity signs with the sending time: a signed body replayed later than this is refused. */
export const WEBHOOK_SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;
