/** @jest-environment node */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { clientAddress, installMethodGuard } from '@/lib/http/method-guard';
import { securityHeaders } from '@/lib/security-headers';

/** What reached the server's own listener (Next's, under `next start`). */
const reached: string[] = [];
/** The X-Forwarded-For each request reached it with. */
const forwardedFor: string[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  installMethodGuard();
  // Installed twice (instrumentation runs once per process, but a second call must not wrap the guard again).
  installMethodGuard();
  server = createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`);
    forwardedFor.push(String(request.headers['x-forwarded-for']));
    response.end('served');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  reached.length = 0;
  forwardedFor.length = 0;
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A request written by hand: Node's client refuses to send some (TRACE with a body). */
function raw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
  });
}

describe('the method guard of `next start`', () => {
  it.each(['/', '/services', '/fr/a-propos', '/feed.xml', '/og/about', '/icon.svg', '/fr/feed.xml'])(
    'serves reads of %s and answers every other method 405 before the server sees it',
    async (path) => {
      for (const method of ['GET', 'HEAD']) expect((await send(method, path)).status).toBe(200);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']) {
        const answer = await send(method, `${path}?q=1`, method === 'TRACE' ? undefined : 'x=1');
        expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
        expect(answer.body).toBe('Method Not Allowed');
        expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
        for (const { key, value } of securityHeaders) expect(answer.headers[key.toLowerCase()]).toBe(value);
      }
      expect(reached).toEqual([`GET ${path}`, `HEAD ${path}`]);
    },
  );

  it('lets each API route take its own methods and nothing else', async () => {
    expect((await send('POST', '/api/contact', '{}')).status).toBe(200);
    const read = await send('GET', '/api/contact');
    expect([read.status, read.headers.allow]).toEqual([405, 'POST']);
    expect((await send('HEAD', '/api/revalidate')).status).toBe(405);
    expect((await send('GET', '/api/health')).status).toBe(200);
    expect((await send('POST', '/api/health', '{}')).headers.allow).toBe('GET, HEAD');
    expect((await send('POST', '/api/newsletter/confirm?token=x')).status).toBe(200);
    expect((await send('GET', '/api/newsletter/confirm?token=x')).headers.allow).toBe('POST');
    expect(reached).toEqual(['POST /api/contact', 'GET /api/health', 'POST /api/newsletter/confirm?token=x']);
  });

  it('lets the confirmation page take its button’s post, in each language', async () => {
    for (const path of ['/newsletter/confirm?token=x', '/fr/newsletter/confirm?token=x'])
      expect((await send('POST', path, '')).status).toBe(200);
    expect((await send('POST', '/newsletter', '')).status).toBe(405);
    expect(reached).toEqual(['POST /newsletter/confirm?token=x', 'POST /fr/newsletter/confirm?token=x']);
  });

  it('reads the path of an absolute request target as a proxy may send it', async () => {
    const answer = await raw(
      `GET http://localhost/api/contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: POST\r\n/i);
    expect(
      await raw(`GET http://localhost/services?x=1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    ).toMatch(/^HTTP\/1\.1 200 /);
    expect(reached).toEqual(['GET /services?x=1']);
  });

  it('refuses with 400 and the security headers a request target naming another host', async () => {
    for (const target of ['http://evil.example/services', 'https://evil.example/', '*']) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect([target, answer.split('\r\n')[0]]).toEqual([target, 'HTTP/1.1 400 Bad Request']);
      expect([target, answer]).toEqual([
        target,
        expect.stringMatching(/\r\nContent-Security-Policy: default-src 'self'/i),
      ]);
      expect(answer).not.toMatch(/\r\nLocation:/i);
    }
    expect(reached).toEqual([]);
  });

  it('hands the server the client address as the one X-Forwarded-For entry: here a trusted loopback peer’s', async () => {
    await send('GET', '/services', undefined, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    await send('GET', '/services');
    expect(forwardedFor).toEqual(['203.0.113.7', '127.0.0.1']);
  });

  it('does not wait for a body it refuses: the connection closes after the answer', async () => {
    const answer = await raw(`PUT /services HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000000\r\n\r\n{`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(reached).toEqual([]);
  });

  it('leaves to Node what never becomes a request: a method it does not know (400), CONNECT (the socket closes)', async () => {
    expect(await raw('BREW /services HTTP/1.1\r\nHost: localhost\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw('CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n')).toBe('');
    expect(reached).toEqual([]);
  });

  it('writes nothing to the log, however many requests it refuses', async () => {
    const log = [jest.spyOn(console, 'log'), jest.spyOn(console, 'warn'), jest.spyOn(console, 'error')];
    await Promise.all(Array.from({ length: 200 }, (_, index) => send(index % 2 ? 'TRACE' : 'DELETE', `/p${index}`)));
    for (const spy of log) expect(spy).not.toHaveBeenCalled();
  });
});

/** A request as Node hands it over: the socket's peer, and the headers as they came. */
const incoming = (peer: string, forwarded?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as IncomingMessage;

// docs/architecture.md#client-address
describe('the client address', () => {
  const byDefault = proxyaddr.compile(['loopback', 'uniquelocal']);

  it('reads X-Forwarded-For from a trusted peer, right to left past every trusted proxy', () => {
    expect(clientAddress(incoming('127.0.0.1', '203.0.113.7'), byDefault)).toBe('203.0.113.7');
    expect(clientAddress(incoming('::1', '6.6.6.6, 203.0.113.7, 10.0.0.5'), byDefault)).toBe('203.0.113.7');
    expect(clientAddress(incoming('10.1.2.3', '198.51.100.4'), byDefault)).toBe('198.51.100.4');
    expect(clientAddress(incoming('::ffff:192.168.0.9', '198.51.100.4'), byDefault)).toBe('198.51.100.4');
    // Every entry trusted: the furthest one there is.
    expect(clientAddress(incoming('127.0.0.1', '10.0.0.7'), byDefault)).toBe('10.0.0.7');
    expect(clientAddress(incoming('127.0.0.1'), byDefault)).toBe('127.0.0.1');
  });

  it('is the socket’s address when the peer is not trusted, whatever the header says', () => {
    for (const forged of ['203.0.113.7', '127.0.0.1', '10.0.0.1, 203.0.113.9', 'garbage'])
      expect(clientAddress(incoming('198.51.100.23', forged), byDefault)).toBe('198.51.100.23');
    // A deployment that trusts no loopback peer (TRUSTED_PROXIES without it).
    const noLoopback = proxyaddr.compile(['10.0.0.0/8']);
    expect(clientAddress(incoming('127.0.0.1', '203.0.113.7'), noLoopback)).toBe('127.0.0.1');
    expect(clientAddress(incoming('10.0.0.2', '203.0.113.7'), noLoopback)).toBe('203.0.113.7');
  });
});
