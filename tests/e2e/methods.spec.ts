import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';
import { securityHeaders } from '@/lib/security-headers';
import { startSite, stopProcess, waitFor, type Server } from './processes';
import { port as sitePort } from './suite';
import { test } from './visitors';

/**
 * What each path answers, by method (docs/architecture.md#methods), against `next start` with the production build:
 * a method a path does not take is answered 405 with `Allow` before Next, its cache or a handler sees it, so no
 * request can have a cached answer regenerated with another method, and none costs a line of log.
 */
// Past the shared-rate-limit spec's instances (+1 to +3); below the content-service build (+5).
const quietPort = sitePort + 4;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request as any client may send it (Node's client, not a browser's: TRACE and a body-less POST included). */
function send(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: 'localhost', port, method, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A request line written by hand (`GET http://host/path`), and the answer's head. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, 'localhost', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.split('\r\n\r\n')[0]));
  });
}

/** The build's own key for on-demand revalidation: a request carrying it regenerates the entry it asks for. */
const revalidateKey = (): string =>
  JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')).preview.previewModeId;

/** The cached route handlers (both feeds, share pictures) and pages, with their content type. */
const cached = [
  ['/feed.xml', 'application/rss+xml'],
  ['/fr/feed.xml', 'application/rss+xml'],
  ['/og', 'image/png'],
  ['/og/about', 'image/png'],
  ['/fr/og/a-propos', 'image/png'],
  ['/og/blog/core-web-vitals-guide', 'image/png'],
  ['/services', 'text/html'],
  ['/fr/blog', 'text/html'],
] as const;

const oddMethods = ['DELETE', 'PUT', 'PATCH', 'POST', 'OPTIONS', 'TRACE'];

function expectRefused(answer: Answer, label: string, allow = 'GET, HEAD') {
  expect([label, answer.status, answer.headers.allow]).toEqual([label, 405, allow]);
  // An answer to HEAD has no body.
  const body = label.startsWith('HEAD ') ? '' : 'Method Not Allowed';
  expect([label, answer.body.toString()]).toEqual([label, body]);
  for (const { key, value } of securityHeaders)
    expect([label, key, answer.headers[key.toLowerCase()]]).toEqual([label, key, value]);
}

test.describe('a cached answer', () => {
  for (const [url, type] of cached) {
    test(`${url} keeps its 200 and ${type} whatever method asks to regenerate it`, async () => {
      const key = revalidateKey();
      // The build's key works: a read carrying it regenerates the entry there and then.
      const regenerated = await send(sitePort, 'GET', url, { 'x-prerender-revalidate': key });
      expect(regenerated.status).toBe(200);
      expect(regenerated.headers['x-nextjs-cache']).toBe('REVALIDATED');
      // Each other method, with the same key, would have been the request that regenerates it (as any method finding
      // it stale would): it is answered before Next's cache, and the entry stays what a read made.
      for (const method of oddMethods) {
        expectRefused(await send(sitePort, method, url, { 'x-prerender-revalidate': key }), `${method} ${url}`);
        const after = await send(sitePort, 'GET', url);
        expect([method, url, after.status]).toEqual([method, url, 200]);
        expect([method, url, after.headers['content-type']]).toEqual([method, url, expect.stringContaining(type)]);
        expect(after.body.length).toBeGreaterThan(100);
      }
      // HEAD is a read: it may regenerate the entry, and the entry keeps its body for the next GET.
      expect((await send(sitePort, 'HEAD', url, { 'x-prerender-revalidate': key })).status).toBe(200);
      const afterHead = await send(sitePort, 'GET', url);
      expect([afterHead.status, afterHead.body.length > 100]).toEqual([200, true]);
      expect(afterHead.headers['content-type']).toContain(type);
    });
  }
});

test('every route class answers only its methods, 405 with Allow otherwise, never a 5xx', async () => {
  const readOnly = [
    '/',
    '/fr',
    '/services',
    '/blog/core-web-vitals-guide',
    '/blog/no-such-article',
    '/no-such-page',
    '/studio',
    '/sw.js',
    '/icon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/manifest.webmanifest',
    '/feed.xml',
    '/og/about',
    '/api/health',
    '/api/geo',
    '/api/leads/retry',
    '/api/draft-mode/enable',
    '/success?type=whatsapp',
  ];
  for (const url of readOnly) {
    for (const method of [...oddMethods, 'PROPFIND'])
      expectRefused(await send(sitePort, method, url), `${method} ${url}`);
    expect([url, (await send(sitePort, 'HEAD', url)).status]).not.toEqual([url, 405]);
  }
  for (const url of [
    '/api/contact',
    '/api/newsletter',
    '/api/newsletter/confirm',
    '/api/revalidate',
    '/api/draft-mode/disable',
  ]) {
    for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'])
      expectRefused(await send(sitePort, method, url), `${method} ${url}`, 'POST');
  }
  for (const url of ['/newsletter/confirm', '/fr/newsletter/confirm']) {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'])
      expectRefused(await send(sitePort, method, url), `${method} ${url}`, 'GET, HEAD, POST');
  }
});

test('a post naming a Server Action (the site has none) is refused, or goes to the confirmation route', async () => {
  const action = { 'next-action': 'x'.repeat(42), origin: `http://localhost:${sitePort}` };
  expectRefused(await send(sitePort, 'POST', '/services', action), 'POST /services with Next-Action');
  // The confirmation page's button posts to the page itself, and the proxy hands it to the API route.
  const press = await send(sitePort, 'POST', '/newsletter/confirm?token=not-a-token', action);
  expect(press.status).toBe(303);
  expect(press.headers.location).toBe('/newsletter/invalid');
});

test('a request line naming another host gets 400 with the security headers, never a redirect there', async () => {
  for (const target of ['http://evil.example/services', 'http://evil.example/', `http://127.0.0.2:${sitePort}/fr`]) {
    const head = await raw(
      sitePort,
      `GET ${target} HTTP/1.1\r\nHost: localhost:${sitePort}\r\nConnection: close\r\n\r\n`,
    );
    expect([target, head.split('\r\n')[0]]).toEqual([target, 'HTTP/1.1 400 Bad Request']);
    expect([target, /\r\nlocation:/i.test(head)]).toEqual([target, false]);
    for (const { key, value } of securityHeaders)
      expect([target, head.toLowerCase().includes(`\r\n${key.toLowerCase()}: ${value.toLowerCase()}`)]).toEqual([
        target,
        true,
      ]);
  }
  // Naming this host, the same request line is the page.
  const same = await raw(
    sitePort,
    `GET http://localhost:${sitePort}/services HTTP/1.1\r\nHost: localhost:${sitePort}\r\nConnection: close\r\n\r\n`,
  );
  expect(same.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
});

/** A server of its own that trusts no loopback peer (TRUSTED_PROXIES), whose log no other spec writes to. */
test.describe('a server of its own', () => {
  const servers: Server[] = [];
  let quiet: Server;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    quiet = startSite(servers, quietPort, { TRUSTED_PROXIES: 'linklocal' });
    await waitFor(async () => (await send(quietPort, 'GET', '/robots.txt')).status === 200, 'next start answering');
  });

  test.afterAll(() => {
    for (const server of servers) stopProcess(server);
  });

  test('gains no more than a few lines from 500 requests of odd methods on every route class', async () => {
    test.setTimeout(120_000);
    const urls = ['/api/contact', '/api/health', '/feed.xml', '/fr/feed.xml', '/og/about'];
    urls.push('/services', '/', '/sw.js', '/fr/a-propos', '/blog/core-web-vitals-guide');
    const methods = ['TRACE', 'OPTIONS', 'DELETE', 'PUT', 'PATCH'];
    const before = quiet.log();
    const statuses = new Map<number, number>();
    for (let index = 0; index < 500; index += 10) {
      const batch = Array.from({ length: 10 }, (_, offset) => {
        const request = index + offset;
        return send(quietPort, methods[request % methods.length], urls[Math.floor(request / 5) % urls.length]);
      });
      for (const { status } of await Promise.all(batch)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect([...statuses]).toEqual([[405, 500]]);
    const added = quiet.log().slice(before.length).split('\n').filter(Boolean);
    expect(added.length).toBeLessThanOrEqual(3);
  });

  test('300 bad image requests add no log line and no 5xx: the optimizer is closed, the site uses none', async () => {
    test.setTimeout(120_000);
    const targets = [
      '/_next/image?url=/file:///etc/passwd&w=64&q=75',
      '/_next/image?url=http://evil.example/x.png&w=64&q=75',
      '/_next/image?url=%2Ficon-192.png&w=64&q=75',
      '/_next/image?url=/icon-192.png&w=7&q=1000',
      '/_next/image?url=//evil.example/x&w=64&q=75',
      '/_next/image',
    ];
    const before = quiet.log();
    const statuses = new Map<number, number>();
    for (let index = 0; index < 300; index += 10) {
      const batch = Array.from({ length: 10 }, (_, offset) =>
        send(quietPort, 'GET', targets[(index + offset) % targets.length]),
      );
      for (const { status } of await Promise.all(batch)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect([...statuses.keys()].every((status) => status >= 400)).toBe(true);
    expect(quiet.log().slice(before.length).split('\n').filter(Boolean)).toEqual([]);
  });

  // docs/architecture.md#client-address
  test('a peer it does not trust is the client, whatever X-Forwarded-For it writes: rotating it escapes no limit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index + 1}` };
      statuses.push((await send(quietPort, 'POST', '/api/contact', headers, '{}')).status);
    }
    // "5 tries per client in 15 minutes" (docs/behaviour/contact.md#rate-limit): one client, whatever it wrote.
    expect(statuses.slice(0, 5).filter((status) => status === 429)).toEqual([]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
