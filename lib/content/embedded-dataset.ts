import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import type { QueryParams } from './query-params';

/** The embedded dataset (content/dataset.ndjson, built by `npm run content:build`), read once per server. */
const datasetFile = path.join(process.cwd(), 'content', 'dataset.ndjson');

let documents: Promise<unknown[]> | undefined;

function loadDocuments(): Promise<unknown[]> {
  documents ??= readFile(datasetFile, 'utf8').then((text) =>
    text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as unknown),
  );
  return documents;
}

/** Runs a GROQ query on the embedded dataset with groq-js, as the content service would. */
export async function queryEmbeddedDataset(query: string, params: QueryParams): Promise<unknown> {
  const tree = parse(query, { params });
  const result = await evaluate(tree, { dataset: await loadDocuments(), params });
  return result.get();
}
