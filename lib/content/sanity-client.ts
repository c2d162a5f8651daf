import 'server-only';
import { createClient, type StegaConfig } from 'next-sanity';
import { env } from '@/lib/env';
import { serverEnv } from '@/lib/server-env';
import { CONTENT_MAX_RETRIES, CONTENT_REVALIDATE_SECONDS, contentRetryDelay, SANITY_API_VERSION } from './constants';
import { inDraftMode } from './draft-mode';
import type { QueryParams } from './queries';

/** The content service, read only: the CDN, published documents, no token, with retries (docs/architecture.md#content-sources). */
const serviceClient = (projectId: string) =>
  createClient({
    projectId,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET,
    apiVersion: SANITY_API_VERSION,
    useCdn: true,
    perspective: 'published',
    maxRetries: CONTENT_MAX_RETRIES,
    retryDelay: contentRetryDelay,
    // Tests only: a stand-in on 127.0.0.1 answers the same API on its own host.
    ...(serverEnv.SANITY_API_HOST ? { apiHost: serverEnv.SANITY_API_HOST, useProjectHostname: false } : {}),
  });

/** Only an article's own words carry the edit marks of the overlays, never what the site reads as data. */
const editableText: StegaConfig['filter'] = (props) => {
  const [field] = props.sourcePath;
  return (
    props.sourceDocument._type === 'post' &&
    (field === 'title' || field === 'excerpt' || (field === 'body' && props.sourcePath.at(-1) === 'text')) &&
    props.filterDefault(props)
  );
};

/**
 * The content service as draft mode reads it (docs/architecture.md#draft-preview): with the server-only viewer
 * token, each document's draft, uncached, its words marked for the studio's overlays.
 */
export const sanityDraftClient = (projectId: string, token: string) =>
  serviceClient(projectId).withConfig({
    token,
    useCdn: false,
    perspective: 'drafts',
    stega: { enabled: true, studioUrl: '/studio', filter: editableText },
  });

/**
 * Runs a query on the content service: cached with its tags, or the drafts for a request in draft mode. A failure
 * throws on purpose: during a regeneration Next then keeps serving the last good page.
 */
export function sanityQuery(projectId: string, token: string | undefined) {
  const published = serviceClient(projectId);
  const drafts = token ? sanityDraftClient(projectId, token) : undefined;
  return async (query: string, params: QueryParams, tags: string[]): Promise<unknown> =>
    drafts && (await inDraftMode())
      ? drafts.fetch(query, params, { cache: 'no-store' })
      : published.fetch(query, params, { next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags } });
}
