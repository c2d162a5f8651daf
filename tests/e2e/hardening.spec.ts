import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { expect, request } from '@playwright/test';
import { fakeResendPort } from './suite';
import { hostileBodies, validContact } from '../fixtures/hostile-contact';
import { sitePages } from './site-pages';
import { test } from './visitors';

const serverFolder = path.join(process.cwd(), '.next', 'server');

/** The files under the build's server folder, where Next writes the pages it caches. */
function buildFolder(): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.add(path.relative(serverFolder, full));
    }
  };
  walk(serverFolder);
  return files;
}

/**
 * Next copies a prerendered page or route answer (`app/<page>`) into `route-cache/APP_PAGE/<hash>/$/<page>` (or
 * `APP_ROUTE`) on its first visit; the other worker's specs visit pages while this one runs, so such a copy is no
 * write of an unknown URL.
 */
const isCopyOfPrerenderedPage = (file: string, before: Set<string>) => {
  const page = /^route-cache\/APP_(?:PAGE|ROUTE)\/[^/]+\/\$\/(.+)$/.exec(file)?.[1];
  return page !== undefined && before.has(path.join('app', page));
};

const token = () => Math.random().toString(36).slice(2, 10);

test.describe('not-found pages', () => {
  for (const { path: url, lang, title, h1, home } of [
    { path: '/no-such-page', lang: 'en', title: 'Page not found', h1: 'This page does not exist', home: '/' },
    { path: '/fr/page-inconnue', lang: 'fr', title: 'Page introuvable', h1: 'Cette page n', home: '/fr' },
    { path: '/web-developer/atlantis', lang: 'en', title: 'Page not found', h1: 'This page does not exist', home: '/' },
    { path: '/fr/developpeur-web/atlantis', lang: 'fr', title: 'Page introuvable', h1: 'Cette page n', home: '/fr' },
    { path: '/blog/no-such-article', lang: 'en', title: 'Page not found', h1: 'This page does not exist', home: '/' },
    { path: '/fr/blog/article-inconnu', lang: 'fr', title: 'Page introuvable', h1: 'Cette page n', home: '/fr' },
    { path: '/fr/test-benefits', lang: 'fr', title: 'Page introuvable', h1: 'Cette page n', home: '/fr' },
  ]) {
    test(`${url} is a real 404 page in its language, in the server HTML, served as prerendered`, async ({
      request,
    }) => {
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await request.get(url);
        expect(response.status()).toBe(404);
        // Served from the build's prerendered HTML, not rendered for this request.
        expect(response.headers()['x-nextjs-prerender']).toMatch(/^1\b/);
        expect(response.headers()['x-nextjs-cache']).toBe('HIT');
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).not.toContain('__next_error__');
        expect(html).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
        expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${h1}`));
        expect(html).toContain(`href="${home}"`);
        expect(html).toContain(`href="${home === '/' ? '' : home}/blog"`);
        expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
      }
    });
  }
});

test('a few hundred unknown URLs write nothing to the build folder', async ({ request }) => {
  test.setTimeout(120_000);
  // Every real page once first: Next copies a prerendered page into its cache folder on its first visit.
  for (const { path: url } of await sitePages(request)) await request.get(url);
  await request.get('/studio');
  const before = buildFolder();
  const run = token();
  const unknown = Array.from({ length: 300 }, (_, index) => {
    const slug = `${run}-${index}-${token()}`;
    const shapes = [
      `/blog/${slug}`,
      `/fr/blog/${slug}`,
      `/studio/${slug}/${token()}`,
      `/web-developer/${slug}`,
      `/fr/developpeur-web/${slug}`,
      `/${slug}`,
      `/fr/${slug}/${token()}`,
      // Share pictures: an article's, and a path under /og that names no page.
      `/og/blog/${slug}`,
      `/fr/og/${slug}/${token()}`,
    ];
    return shapes[index % shapes.length];
  });
  for (let start = 0; start < unknown.length; start += 10) {
    const statuses = await Promise.all(
      unknown.slice(start, start + 10).map(async (url) => [url, (await request.get(url)).status()] as const),
    );
    for (const [url, status] of statuses) expect([url, status]).toEqual([url, url.startsWith('/studio') ? 200 : 404]);
  }
  const written = [...buildFolder()].filter((file) => !before.has(file));
  expect(written.filter((file) => !isCopyOfPrerenderedPage(file, before))).toEqual([]);
});

test.describe('requests a page never takes', () => {
  test('a body sent to a page or a static file gets 405 with the security headers', async ({ request }) => {
    for (const url of ['/', '/services', '/fr/a-propos', '/icon-192.png', '/robots.txt']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await request.fetch(url, { method, data: 'x=1' });
        expect([url, method, response.status()]).toEqual([url, method, 405]);
        expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
      }
    }
  });

  test('a malformed escape gets a 4xx with the security headers, in a dynamic segment too', async ({ request }) => {
    const urls = [
      '/%E0%A4%A',
      '/fr/%C0%AF',
      '/en/%E0%A4%A',
      '/services%2',
      '/blog/%E0%A4%A',
      '/fr/developpeur-web/%E0%A4%A',
    ];
    for (const url of urls) {
      const response = await request.get(url);
      expect([url, response.status() >= 400 && response.status() < 500]).toEqual([url, true]);
      expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
    }
    // A well-formed escape is only a path: the page it names still answers.
    expect((await request.get('/web-developer/ly%6Fn')).status()).toBe(200);
  });
});

test.describe('bodies with a deadline', () => {
  for (const path of ['/api/contact', '/api/newsletter']) {
    test(`a body trickling into ${path} is answered 408 and its socket closed`, async () => {
      test.setTimeout(60_000);
      const port = Number(new URL(test.info().project.use.baseURL ?? '').port);
      const socket = connect(port, 'localhost');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      let open = true;
      void closed.then(() => (open = false));
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`,
      );
      // One byte a second, as a client holding the socket open would send it, until the server closes it.
      while (open) {
        await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1_000))]);
        if (open && socket.writable) socket.write(' ');
      }
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.toLowerCase()).toContain('connection: close');
    });
  }
});

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/fr/about', '/fr/a-propos'],
    ['/en/services?ref=x', '/services?ref=x'],
    ['/en', '/'],
    ['/author', '/camille-laurent'],
  ]) {
    test(`${from} moves permanently to ${to}, with the security headers`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(to);
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers()['strict-transport-security']).toContain('max-age=63072000');
    });
  }
});

test.describe('the home path', () => {
  /** A first visit: a new context each time, without the cookie an earlier answer stored. */
  const firstVisit = async (playwright: { request: typeof request }, headers: Record<string, string> = {}) => {
    const context = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const response = await context.get('/', { maxRedirects: 0, headers });
    const result = { status: response.status(), headers: response.headers() };
    await context.dispose();
    return result;
  };

  test('is never kept by a shared cache, since its language depends on the visitor', async ({ playwright }) => {
    const english = await firstVisit(playwright);
    expect(english.status).toBe(200);
    expect(english.headers['cache-control']).toMatch(/^private\b/);
    const french = await firstVisit(playwright, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.status).toBe(307);
    expect(french.headers['cache-control']).toMatch(/^private\b/);
  });

  test('stores the language in a Lax cookie for the whole site, Secure over https', async ({ playwright }) => {
    const plain = (await firstVisit(playwright)).headers['set-cookie'];
    expect(plain).toMatch(/language=en; Path=\/;.*SameSite=lax/i);
    expect(plain).not.toMatch(/Secure/);
    const secure = (await firstVisit(playwright, { 'x-forwarded-proto': 'https' })).headers['set-cookie'];
    expect(secure).toMatch(/language=en; Path=\/;.*Secure;.*SameSite=lax/i);
  });
});

test('500 hostile contact requests from many addresses: no 5xx, no email, and the site keeps answering', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const marker = `hostile${token()}`;
  const crafted = hostileBodies().map(({ body, field }) => {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    // Each carries the marker where it would reach an email, and is invalid (the email field is no address).
    parsed[field === 'lastName' ? 'firstName' : 'lastName'] = `Marker ${marker}`;
    if (field !== 'email') parsed.email = 'not-an-address';
    return JSON.stringify(parsed);
  });
  const random = Array.from({ length: 500 - crafted.length }, (_, index) =>
    JSON.stringify({
      ...validContact,
      lastName: `Marker ${marker}`,
      email: index % 2 ? `${token()}@` : '',
      message: Array.from(
        { length: 1 + (index % 40) },
        () => ['<', '<!', '<a', '&#', 'x', '</p>', '>'][index % 7],
      ).join(token()),
      deadlineWeeks: index % 3 ? String(index) : { nested: [index] },
    }),
  );
  const bodies = [...crafted, ...random];

  // Pages keep being served while the bodies arrive (how fast is the bench's to say: `npm run bench:input`).
  let pagesServed = 0;
  let loading = true;
  const pageLoop = (async () => {
    while (loading) {
      const page = await request.get('/services');
      expect(page.status()).toBe(200);
      pagesServed += 1;
    }
  })();

  const statuses: number[] = [];
  const send = async (body: string, index: number) => {
    const response = await request.post('/api/contact', {
      data: body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${index >> 8}.${index & 255}` },
    });
    statuses.push(response.status());
  };
  for (let start = 0; start < bodies.length; start += 8) {
    await Promise.all(bodies.slice(start, start + 8).map((body, offset) => send(body, start + offset)));
  }
  loading = false;
  await pageLoop;

  expect(statuses).toHaveLength(500);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(pagesServed).toBeGreaterThan(0);
  const received = (await (
    await request.get(`http://127.0.0.1:${fakeResendPort}/__received?marker=${marker}`)
  ).json()) as { requests: unknown[] };
  expect(received.requests).toEqual([]);
});
