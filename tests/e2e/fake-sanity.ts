import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';

type SanityDocument = { _id: string; _type: string; [field: string]: unknown };
export type Outage = 'off' | 'unavailable' | 'closed';
export type QueryStats = { answered: number; refused: number; unauthorized: number };

// Every reader runs from the checkout's root (Playwright, the vercel build's script through tsx).
const datasetFile = path.join(process.cwd(), 'content', 'dataset.ndjson');

type Dataset = { projectId: string; dataset: string };
/** The stand-in's project: its dataset and the one token that may read beyond the published documents. */
type Project = Dataset & { token: string };
type Perspective = 'published' | 'drafts' | 'raw';

/**
 * The embedded dataset as the service holds it once imported (`npm run content:import`): an image asset's
 * `url` is on the service's image CDN, `image-<hash>-<w>x<h>-<ext>` -> `<hash>-<w>x<h>.<ext>`.
 */
function embeddedDocuments({ projectId, dataset }: Dataset): SanityDocument[] {
  return readFileSync(datasetFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const document = JSON.parse(line) as SanityDocument;
      if (document._type !== 'sanity.imageAsset') return document;
      const file = document._id.replace(/^image-/, '').replace(/-([a-z0-9]+)$/, '.$1');
      const assetPath = `images/${projectId}/${dataset}/${file}`;
      return { ...document, path: assetPath, url: `https://cdn.sanity.io/${assetPath}` };
    });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** `?query=…&$slug="x"` (GET) or `{ query, params }` (POST, for long queries), as @sanity/client sends them. */
async function readQuery(
  request: IncomingMessage,
  url: URL,
): Promise<{ query: string; params: Record<string, unknown> }> {
  if (request.method === 'POST') {
    const body = JSON.parse(await readBody(request)) as { query?: unknown; params?: Record<string, unknown> };
    return { query: String(body.query ?? ''), params: body.params ?? {} };
  }
  const params: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
  return { query: url.searchParams.get('query') ?? '', params };
}

const draftPrefix = 'drafts.';

/**
 * The documents a perspective sees, as the service shows them. `published`: no draft, no version, nothing
 * whose id holds a dot (the service keeps those private). `drafts`: each document's draft when it has one,
 * under the published id (`_originalId` names the draft), drafts never published included. `raw`: everything.
 */
function inPerspective(documents: SanityDocument[], perspective: Perspective): SanityDocument[] {
  if (perspective === 'raw') return documents;
  const published = documents.filter((document) => !document._id.includes('.'));
  if (perspective === 'published') return published;
  const drafts = new Map(
    documents
      .filter((document) => document._id.startsWith(draftPrefix))
      .map((draft) => [draft._id.slice(draftPrefix.length), draft]),
  );
  const overlaid = published.map((document) => drafts.get(document._id) ?? document);
  const unpublished = [...drafts.entries()].filter(([id]) => !published.some((document) => document._id === id));
  return [...overlaid, ...unpublished.map(([, draft]) => draft)].map((document) =>
    document._id.startsWith(draftPrefix)
      ? { ...document, _id: document._id.slice(draftPrefix.length), _originalId: document._id }
      : document,
  );
}

function readPerspective(url: URL): Perspective | undefined {
  const asked = url.searchParams.get('perspective') ?? 'raw';
  if (asked === 'previewDrafts') return 'drafts';
  return asked === 'published' || asked === 'drafts' || asked === 'raw' ? asked : undefined;
}

/**
 * A stand-in for the content service's query API on 127.0.0.1, over real HTTP, for the site's own
 * @sanity/client. `GET|POST /v{apiVersion}/data/query/{dataset}` (the path of api.sanity.io and of its CDN
 * twin apicdn.sanity.io alike) runs the GROQ query with groq-js over a copy of content/dataset.ndjson and
 * answers in the service's shape, `{ query, result, ms }`. The `published` perspective is open to anyone;
 * `drafts` and `raw` (what draft mode and its signed entry read) only with the project's token as a bearer,
 * else 401, as the service answers a private read.
 * Test-only endpoints under /__control:
 * - `POST /__control/set` `{ id, set }` changes fields of a document, as an editor publishing would;
 * - `POST /__control/put` `{ document }` creates or replaces one, as an editor saving a draft (`drafts.<id>`)
 *   or the studio storing a preview secret would;
 * - `POST /__control/outage` `{ mode }`: `unavailable` answers every query 503, `closed` drops the
 *   connection without a word, `off` answers again;
 * - `GET /__control/stats` counts the queries answered, refused in an outage and refused for want of the token;
 *   `POST /__control/reset` restores it all.
 */
export function startFakeSanity(port: number, { projectId, dataset, token }: Project) {
  let documents = embeddedDocuments({ projectId, dataset });
  let outage: Outage = 'off';
  let stats: QueryStats = { answered: 0, refused: 0, unauthorized: 0 };

  const answerQuery = async (request: IncomingMessage, response: ServerResponse, url: URL, target: string) => {
    if (outage !== 'off') {
      stats.refused += 1;
      if (outage === 'closed') return request.socket.destroy();
      return send(response, 503, { statusCode: 503, error: 'Service Unavailable', message: 'The stand-in is down' });
    }
    // Without its own host name, the client names its project in a header (the service's global API).
    if (request.headers['x-sanity-project-id'] !== projectId || target !== dataset) {
      return send(response, 404, { statusCode: 404, error: 'Not Found', message: `Dataset "${target}" not found` });
    }
    const perspective = readPerspective(url);
    if (!perspective) {
      return send(response, 400, { statusCode: 400, error: 'Bad Request', message: 'Unknown perspective' });
    }
    if (perspective !== 'published' && request.headers.authorization !== `Bearer ${token}`) {
      stats.unauthorized += 1;
      return send(response, 401, { statusCode: 401, error: 'Unauthorized', message: 'Session not found' });
    }
    const started = Date.now();
    const { query, params } = await readQuery(request, url);
    let tree;
    try {
      tree = parse(query, { params });
    } catch (error) {
      return send(response, 400, { error: { type: 'queryParseError', description: String(error), query } });
    }
    const result = await (await evaluate(tree, { dataset: inPerspective(documents, perspective), params })).get();
    stats.answered += 1;
    send(response, 200, { query, result, ms: Date.now() - started });
  };

  const control = async (request: IncomingMessage, response: ServerResponse, action: string) => {
    if (request.method === 'GET' && action === 'health') return send(response, 200, { ok: true });
    if (request.method === 'GET' && action === 'stats') return send(response, 200, stats);
    if (request.method !== 'POST') return send(response, 405, { error: 'Method not allowed' });
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    if (action === 'reset') {
      documents = embeddedDocuments({ projectId, dataset });
      outage = 'off';
      stats = { answered: 0, refused: 0, unauthorized: 0 };
      return send(response, 200, { ok: true });
    }
    if (action === 'outage') {
      outage = body.mode as Outage;
      return send(response, 200, { ok: true, outage });
    }
    if (action === 'put') {
      const document = body.document as SanityDocument;
      const stored = { ...document, _updatedAt: new Date().toISOString() };
      documents = [...documents.filter((existing) => existing._id !== document._id), stored];
      return send(response, 200, stored);
    }
    if (action === 'set') {
      const index = documents.findIndex((document) => document._id === body.id);
      if (index < 0) return send(response, 404, { error: `No document ${String(body.id)}` });
      documents[index] = { ...documents[index], ...(body.set as object), _updatedAt: new Date().toISOString() };
      return send(response, 200, documents[index]);
    }
    send(response, 404, { error: `Unknown control ${action}` });
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    try {
      const query = url.pathname.match(/^\/v[\d-]+\/data\/query\/([^/]+)$/);
      if (query && (request.method === 'GET' || request.method === 'POST'))
        return await answerQuery(request, response, url, query[1]);
      const action = url.pathname.match(/^\/__control\/([a-z]+)$/)?.[1];
      if (action) return await control(request, response, action);
      send(response, 404, { statusCode: 404, error: 'Not Found', message: 'Unknown endpoint' });
    } catch (error) {
      send(response, 500, { statusCode: 500, error: 'Internal Server Error', message: String(error) });
    }
  });

  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
