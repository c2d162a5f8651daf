import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { evaluate, evaluateSync, parse, type ExprNode } from 'groq-js';
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

/**
 * A query's answer computed without a promise, as groq-js can for every query of queries.ts
 * (tests/unit/embedded-dataset.test.ts); `undefined` for a query it cannot. Its usual evaluator makes a promise
 * per expression and document, tens of thousands per query, and in development React records each one with its
 * stack, which made a render seconds long (docs/architecture.md#development-server).
 */
function answerAtOnce(tree: ExprNode, dataset: unknown[], params: QueryParams): unknown {
  try {
    return evaluateSync(tree, { dataset, params }).data;
  } catch {
    return undefined;
  }
}

/** Runs a GROQ query on the embedded dataset with groq-js, as the content service would. */
export async function queryEmbeddedDataset(query: string, params: QueryParams): Promise<unknown> {
  const tree = parse(query, { params });
  const dataset = await loadDocuments();
  if (process.env.NODE_ENV === 'development') {
    const answer = answerAtOnce(tree, dataset, params);
    if (answer !== undefined) return answer;
  }
  const result = await evaluate(tree, { dataset, params });
  return result.get();
}
