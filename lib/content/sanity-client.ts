import 'server-only';
import { createClient } from 'next-sanity';
import { env } from '@/lib/env';
import { serverEnv } from '@/lib/server-env';
import { CONTENT_MAX_RETRIES, CONTENT_REVALIDATE_SECONDS, contentRetryDelay, SANITY_API_VERSION } from './constants';
import type { QueryParams } from './source';

/**
 * The content service, read only: the CDN, published documents, no token, with retries
 * (docs/architecture.md#content-sources).
 */
export function sanityQuery(projectId: string) {
  const client = createClient({
    projectId,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET,
    apiVersion: SANITY_API_VERSION,
    useCdn: true,
    perspective: 'published',
    maxRetries: CONTENT_MAX_RETRIES,
    retryDelay: contentRetryDelay,
    // Tests only: a stand-in on 127.0.0.1 answers the same API on its own host, not on `<projectId>.apicdn.sanity.io`.
    ...(serverEnv.SANITY_API_HOST ? { apiHost: serverEnv.SANITY_API_HOST, useProjectHostname: false } : {}),
  });
  // A failure throws on purpose: during revalidation Next then keeps serving the last good page.
  return (query: string, params: QueryParams, tags: string[]) =>
    client.fetch<unknown>(query, params, { next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags } });
}
