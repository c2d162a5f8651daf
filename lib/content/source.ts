import 'server-only';
import { env } from '@/lib/env';
import { serverEnv } from '@/lib/server-env';
import { CONTENT_TAGS, type ContentType } from './constants';
import type { QueryParams } from './query-params';
import { queryEmbeddedDataset } from './embedded-dataset';
import { inDraftMode } from './draft-mode';

const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
const previewToken = serverEnv.SANITY_API_READ_TOKEN;

/**
 * The content service's clients, loaded only with a Sanity project. Its variable, read by its literal name and always
 * inlined at build (next.config.ts), lets the compiler drop the import where there is none: no page nor the proxy
 * then compiles next-sanity's client and its few hundred modules (docs/architecture.md#development-server).
 */
const service =
  process.env.NEXT_PUBLIC_SANITY_PROJECT_ID && projectId
    ? import('./sanity-client').then(({ sanityQuery, sanityDraftQuery }) => ({
        published: sanityQuery(projectId),
        drafts: previewToken ? sanityDraftQuery(projectId, previewToken) : undefined,
      }))
    : undefined;

/**
 * Runs one query of queries.ts against the source chosen by the environment: the content service when
 * NEXT_PUBLIC_SANITY_PROJECT_ID is set, else the embedded dataset. `reads` lists the document types the
 * query reads, whose cache tags the result carries. A request in draft mode reads the drafts instead.
 */
export async function runQuery(query: string, params: QueryParams, reads: readonly ContentType[]): Promise<unknown> {
  const clients = await service;
  if (!clients) return queryEmbeddedDataset(query, params);
  if (clients.drafts && (await inDraftMode())) return clients.drafts(query, params);
  return clients.published(
    query,
    params,
    reads.map((type) => CONTENT_TAGS[type]),
  );
}

/**
 * Runs a query for one document; when the content service has none (the owner has not written it yet), the
 * embedded dataset's answers, so the page still has its default.
 */
export async function runQueryWithDefault(
  query: string,
  params: QueryParams,
  reads: readonly ContentType[],
): Promise<unknown> {
  const result = await runQuery(query, params, reads);
  return result ?? (service ? queryEmbeddedDataset(query, params) : result);
}
