/** @jest-environment node */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { installMethodGuard } from '@/lib/http/method-guard';
import { securityHeaders } from '@/lib/security-headers';

/** What reached the server's own listener (Next's, under `next start`). */
const reached: string[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  installMethodGuard();
  // Installed twice (instrumentation runs once per process, but a second call must not wrap the guard again).
  installMethodGuard();
  server = createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`);
    response.end('served');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  reached.length = 0;
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, agent: false }, (response) => {
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
  it.each(['/', '/services', '/fr/a-propos', '/feed.xml', '/og/about', '/icon.svg', '/blog-search-index.json'])(
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
    expect(reached).toEqual([]);
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
