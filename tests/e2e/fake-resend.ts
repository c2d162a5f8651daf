import { createServer, type IncomingMessage, type Server } from 'node:http';

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
 * - `POST /__fail` `{ marker, times }` makes the next `times` requests containing the marker fail with 500.
 * Markers keep parallel tests apart.
 */
export function startFakeResend(port: number): Promise<Server> {
  const requests: ReceivedRequest[] = [];
  const delivered = new Map<string, { id: string; request: ReceivedRequest }>();
  const contacts = new Map<string, FakeContact>();
  const contactRequests: string[] = [];
  const failures = new Map<string, number>();
  let nextId = 1;

  /** Consumes one armed failure for a marker found in the raw body, if any. */
  const armedFailure = (raw: string) => {
    const marker = [...failures.keys()].find(
      (candidate) => raw.includes(candidate) && (failures.get(candidate) ?? 0) > 0,
    );
    if (marker) failures.set(marker, (failures.get(marker) ?? 1) - 1);
    return marker !== undefined;
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
        if (armedFailure(raw)) {
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
        failures.set(String(json.marker), Number(json.times ?? 1));
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
