import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { evaluateSync, parse } from 'groq-js';
import { env } from '@/lib/env';
import { serverEnv } from '@/lib/server-env';
import { CONTENT_TAGS } from './constants';
import type { QueryParams } from './queries';

let documents: Promise<unknown[]> | undefined;

/**
 * A query answered from the embedded dataset (content/dataset.ndjson, read once per server) by groq-js, as the
 * content service would answer it. Its synchronous evaluator: the other makes a promise per expression and
 * document, which React's development build records one by one (docs/architecture.md#development-server).
 */
export async function queryEmbeddedDataset(query: string, params: QueryParams): Promise<unknown> {
  documents ??= readFile(path.join(process.cwd(), 'content', 'dataset.ndjson'), 'utf8').then((text) =>
    text.split('\n').flatMap((line) => (line.trim() ? [JSON.parse(line) as unknown] : [])),
  );
  return evaluateSync(parse(query, { params }), { dataset: await documents, params }).data;
}

const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;

/**
 * The content service, loaded only with a Sanity project: its variable, read by its literal name and inlined at
 * build (next.config.ts), lets the compiler drop next-sanity's client where there is none
 * (docs/architecture.md#development-server).
 */
const service =
  process.env.NEXT_PUBLIC_SANITY_PROJECT_ID && projectId
    ? import('./sanity-client').then(({ sanityQuery }) => sanityQuery(projectId, serverEnv.SANITY_API_READ_TOKEN))
    : undefined;

/**
 * Runs one query of queries.ts against the content service when NEXT_PUBLIC_SANITY_PROJECT_ID is set, else the
 * embedded dataset; the result carries the cache tags of the document types it `reads`. A failure throws.
 */
export async function runQuery(query: string, params: QueryParams, reads: readonly (keyof typeof CONTENT_TAGS)[]) {
  const serviceQuery = await service;
  if (!serviceQuery) return queryEmbeddedDataset(query, params);
  const tags = reads.map((type) => CONTENT_TAGS[type]);
  return serviceQuery(query, params, tags);
}
