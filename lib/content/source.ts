import 'server-only';
import { env } from '@/lib/env';
import { serverEnv } from '@/lib/server-env';
import { CONTENT_TAGS, type ContentType } from './constants';
import type { QueryParams } from './query-params';
import { queryEmbeddedDataset } from './embedded-dataset';
import { inDraftMode } from './draft-mode';
import { sanityDraftQuery, sanityQuery } from './sanity-client';

const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
const previewToken = serverEnv.SANITY_API_READ_TOKEN;

const runOnService = projectId ? sanityQuery(projectId) : undefined;
const runOnDrafts = projectId && previewToken ? sanityDraftQuery(projectId, previewToken) : undefined;

/**
 * Runs one query of queries.ts against the source chosen by the environment: the content service when
 * NEXT_PUBLIC_SANITY_PROJECT_ID is set, else the embedded dataset. `reads` lists the document types the
 * query reads, whose cache tags the result carries. A request in draft mode reads the drafts instead.
 */
export async function runQuery(query: string, params: QueryParams, reads: readonly ContentType[]): Promise<unknown> {
  if (runOnDrafts && (await inDraftMode())) return runOnDrafts(query, params);
  if (runOnService)
    return runOnService(
      query,
      params,
      reads.map((type) => CONTENT_TAGS[type]),
    );
  return queryEmbeddedDataset(query, params);
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
  return result ?? (runOnService ? queryEmbeddedDataset(query, params) : result);
}
