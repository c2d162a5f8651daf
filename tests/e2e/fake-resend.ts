import { createServer, type IncomingMessage, type Server } from 'node:http';
import { fakeResendPort } from './suite';

/** One request to POST /emails as the Resend SDK sends it. */
export type ReceivedRequest = {
  idempotencyKey: string | null;
  authorization: string | null;
  body: { from: string; to: string; reply_to: string; subject: string; html: string; text: string };
  status: number;
};

/** A contact as Resend keeps it: one per address, in any number of segments (formerly audiences). */
export type FakeContact = { id: string; email: string; unsubscribed: boolean; segments: string[] };

/**
 * A stand-in for the Resend API on 127.0.0.1, over real HTTP:
 * - `POST /emails` answers like Resend: `{ id }`, the same id again for an Idempotency-Key already seen
 *   (the email is then not delivered twice), or 500 while a failure is armed for a marker in the body;
 * - `POST /contacts` `{ email, unsubscribed, segments: [{ id }] }` creates or updates the contact of that
 *   address, as Resend's contacts API does (an upsert), and answers `{ object: 'contact', id }`;
 * - `GET /__received?marker=…` lists the requests and the delivered emails whose body contains the marker;
 * - `GET /__contacts?marker=…` lists the contacts whose address contains the marker, and counts the requests
 *   to the contacts API that named such an address;
 * - `POST /__fail` `{ marker, times, mode }` makes the next `times` requests containing the marker fail (every one
 *   until `POST /__recover` `{ marker }` when `times` is left out): `error` answers 500, `rate-limit` 429 as
 *   Resend does past its requests per second, `hang` never answers (the site's own timeout ends the request).
 * Markers keep parallel tests apart.
 */
type FailureMode = 'error' | 'rate-limit' | 'hang';

/** How long a hanging request is held at most, so the server can always close. */
const HANG_MS = 60_000;
export function startFakeResend(port: number): Promise<Server> {
  const requests: ReceivedRequest[] = [];
  const delivered = new Map<string, { id: string; request: ReceivedRequest }>();
  const contacts = new Map<string, FakeContact>();
  const contactRequests: string[] = [];
  const failures = new Map<string, { times: number; mode: FailureMode }>();
  let nextId = 1;

  /** Consumes one armed failure for a marker found in the raw body: its mode, if any. */
  const armedFailure = (raw: string): FailureMode | undefined => {
    const marker = [...failures.keys()].find(
      (candidate) => raw.includes(candidate) && (failures.get(candidate)?.times ?? 0) > 0,
    );
    const failure = marker === undefined ? undefined : failures.get(marker);
    if (failure) failure.times -= 1;
    return failure?.mode;
  };

  const readJson = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    return { raw, json: raw ? JSON.parse(raw) : {} };
  };

  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    try {
      if (request.method === 'POST' && url.pathname === '/emails') {
        const { raw, json } = await readJson(request);
        const received: ReceivedRequest = {
          idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
          authorization: request.headers.authorization ?? null,
          body: json,
          status: 200,
        };
        requests.push(received);
        const failure = armedFailure(raw);
        if (failure === 'hang') {
          received.status = 0;
          setTimeout(() => response.destroy(), HANG_MS).unref();
          return;
        }
        if (failure === 'rate-limit') {
          received.status = 429;
          return send(429, { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' });
        }
        if (failure) {
          received.status = 500;
          return send(500, { statusCode: 500, name: 'internal_server_error', message: 'Fake provider failure' });
        }
        if (!received.authorization?.startsWith('Bearer re_')) {
          received.status = 401;
          return send(401, { statusCode: 401, name: 'missing_api_key', message: 'Missing API key' });
        }
        const key = received.idempotencyKey ?? `no-key-${nextId}`;
        const known = delivered.get(key);
        if (known) return send(200, { id: known.id });
        const id = `fake-email-${nextId++}`;
        delivered.set(key, { id, request: received });
        return send(200, { id });
      }
      if (request.method === 'POST' && url.pathname === '/contacts') {
        const { raw, json } = await readJson(request);
        contactRequests.push(raw);
        if (armedFailure(raw))
          return send(500, { statusCode: 500, name: 'internal_server_error', message: 'Fake provider failure' });
        if (!request.headers.authorization?.startsWith('Bearer re_'))
          return send(401, { statusCode: 401, name: 'missing_api_key', message: 'Missing API key' });
        if (typeof json.email !== 'string' || !json.email.includes('@'))
          return send(422, { statusCode: 422, name: 'validation_error', message: 'Invalid `email` field' });
        const email = json.email.toLowerCase();
        const known = contacts.get(email);
        const segments = Array.isArray(json.segments) ? json.segments.map((segment: { id: string }) => segment.id) : [];
        const contact: FakeContact = {
          id: known?.id ?? `fake-contact-${nextId++}`,
          email,
          unsubscribed: json.unsubscribed === true,
          segments: [...new Set([...(known?.segments ?? []), ...segments])],
        };
        contacts.set(email, contact);
        return send(201, { object: 'contact', id: contact.id });
      }
      if (request.method === 'GET' && url.pathname === '/__contacts') {
        const marker = url.searchParams.get('marker') ?? '';
        return send(200, {
          contacts: [...contacts.values()].filter((contact) => contact.email.includes(marker)),
          requests: contactRequests.filter((raw) => raw.toLowerCase().includes(marker.toLowerCase())).length,
        });
      }
      if (request.method === 'POST' && url.pathname === '/__fail') {
        const { json } = await readJson(request);
        const mode: FailureMode = ['rate-limit', 'hang'].includes(json.mode) ? json.mode : 'error';
        failures.set(String(json.marker), { times: json.times === undefined ? Infinity : Number(json.times), mode });
        return send(200, { ok: true });
      }
      if (request.method === 'POST' && url.pathname === '/__recover') {
        const { json } = await readJson(request);
        failures.delete(String(json.marker));
        return send(200, { ok: true });
      }
      if (request.method === 'GET' && url.pathname === '/__received') {
        const marker = url.searchParams.get('marker') ?? '';
        const matches = (entry: ReceivedRequest) => JSON.stringify(entry.body).includes(marker);
        return send(200, {
          requests: requests.filter(matches),
          emails: [...delivered.values()].map((entry) => entry.request).filter(matches),
        });
      }
      send(404, { statusCode: 404, name: 'not_found', message: 'Not found' });
    } catch (error) {
      send(400, { statusCode: 400, name: 'validation_error', message: String(error) });
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The specs' side of the stand-in the suite runs (tests/e2e/global-setup.ts): what it got, and failures to arm. */
const stand = `http://127.0.0.1:${fakeResendPort}`;
const read = async <T>(path: string, marker: string) =>
  (await (await fetch(`${stand}${path}?marker=${encodeURIComponent(marker)}`)).json()) as T;
const control = (path: string, body: object) =>
  fetch(`${stand}${path}`, { method: 'POST', body: JSON.stringify(body) });
export const fakeResend = {
  /** Every request whose body names the marker, and the emails delivered among them. */
  received: (marker: string) => read<{ requests: ReceivedRequest[]; emails: ReceivedRequest[] }>('/__received', marker),
  /** The contacts whose address holds the marker, and how many calls of the contacts API named one. */
  contacts: (marker: string) => read<{ contacts: FakeContact[]; requests: number }>('/__contacts', marker),
  /** The next `times` requests naming the marker fail (all of them, until `recover`, when `times` is left out). */
  fail: (marker: string, failure: { times?: number; mode?: FailureMode }) => control('/__fail', { marker, ...failure }),
  recover: (marker: string) => control('/__recover', { marker }),
};
