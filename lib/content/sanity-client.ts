import 'server-only';
import { createClient, type StegaConfig } from 'next-sanity';
import { env } from '@/lib/env';
import { serverEnv } from '@/lib/server-env';
import { CONTENT_MAX_RETRIES, CONTENT_REVALIDATE_SECONDS, contentRetryDelay, SANITY_API_VERSION } from './constants';
import type { QueryParams } from './query-params';

/** Where the studio lives (app/studio): the overlays of draft mode open a document there. */
const STUDIO_PATH = '/studio';

function serviceClient(projectId: string) {
  return createClient({
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
}

/**
 * The content service, read only: the CDN, published documents, no token, with retries
 * (docs/architecture.md#content-sources).
 */
export function sanityQuery(projectId: string) {
  const client = serviceClient(projectId);
  // A failure throws on purpose: during revalidation Next then keeps serving the last good page.
  return (query: string, params: QueryParams, tags: string[]) =>
    client.fetch<unknown>(query, params, { next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags } });
}

/**
 * Only an article's own words carry the invisible edit marks that let the overlays open them in the studio:
 * never a slug, a language, a date, a tag or code, which the site reads as data.
 */
const editableText: StegaConfig['filter'] = (props) => {
  const [field] = props.sourcePath;
  const last = props.sourcePath.at(-1);
  return (
    props.sourceDocument._type === 'post' &&
    (field === 'title' || field === 'excerpt' || (field === 'body' && last === 'text')) &&
    props.filterDefault(props)
  );
};

/**
 * The content service as draft mode reads it: with the server-only viewer token, the `drafts` perspective
 * (each document's draft when it has one), straight from the API and never cached, each text marked for
 * the overlays. Only ever used for a request that carries the draft-mode cookie.
 */
export function sanityDraftClient(projectId: string, token: string) {
  return serviceClient(projectId).withConfig({
    token,
    useCdn: false,
    perspective: 'drafts',
    stega: { enabled: true, studioUrl: STUDIO_PATH, filter: editableText },
  });
}

/** Runs a query in draft mode (see `sanityDraftClient`). */
export function sanityDraftQuery(projectId: string, token: string) {
  const client = sanityDraftClient(projectId, token);
  return (query: string, params: QueryParams) => client.fetch<unknown>(query, params, { cache: 'no-store' });
}
