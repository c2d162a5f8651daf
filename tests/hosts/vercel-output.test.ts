/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { CONTENT_REVALIDATE_SECONDS, CONTENT_TAGS } from '@/lib/content/constants';
import { allowedMethods, HTTP_METHODS } from '@/lib/http/allowed-methods';
import { METHOD_NOT_ALLOWED_FILE, vercelMethodRoutes } from '@/lib/http/vercel-method-routes';
import { securityHeaders } from '@/lib/security-headers';
import english from '@/messages/en.json';
import french from '@/messages/fr.json';
import { config as proxyConfig, proxy } from '@/proxy';
import { freePort } from '../fixtures/local-servers';
import { BuildOutput, type Middleware, type Visit } from './build-output-router';
import { vercelBuildDir } from '../e2e/suite';

/**
 * The site as Vercel serves it: the Build Output that `vercel build` wrote (scripts/vercel-build.mjs, run by
 * `npm run test:hosts` before this file), read as Vercel's edge reads it (build-output-router.ts), with the
 * site's own proxy as the middleware.
 */
const buildDir = vercelBuildDir;
const outputDir = path.join(buildDir, '.vercel', 'output');
if (!existsSync(outputDir)) throw new Error(`No Build Output in ${outputDir}: run \`npm run test:hosts\`.`);
const output = new BuildOutput(outputDir);

/** The proxy, called as Vercel's middleware calls it, its answer read as Vercel reads it. */
const middleware: Middleware = async ({ path: pathname, method, query, headers }) => {
  const url = new URL(pathname, 'https://preview.example');
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  const response = await proxy(new NextRequest(url, { method, headers }));
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite) return { rewrite: new URL(rewrite).pathname };
  const location = response.headers.get('location');
  if (location) return { redirect: { status: response.status, location } };
  return response.headers.get('x-middleware-next') ? {} : { respond: response.status };
};

const serve = (visit: Visit | string) => output.serve(typeof visit === 'string' ? { path: visit } : visit, middleware);

/** The HTML a prerendered answer carries, as the edge sends it. */
function prerenderedHtml(served: Awaited<ReturnType<typeof serve>>): string {
  if (served.output?.kind !== 'prerender' || !served.output.fallbackFile) {
    throw new Error(`${served.outputPath} is not a prerendered page`);
  }
  return readFileSync(served.output.fallbackFile, 'utf8');
}

/** Text as a browser reads it from HTML (React writes `'` as `&#x27;`). */
const htmlText = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function expectSecurityHeaders(headers: Record<string, string>, url: string) {
  for (const { key, value } of securityHeaders)
    expect([url, key, headers[key.toLowerCase()]]).toEqual([url, key, value]);
}

/** Every page the sitemap lists, in both languages, as paths. */
function sitemapPaths(): string[] {
  const sitemap = output.outputs.get('/sitemap.xml');
  if (sitemap?.kind !== 'prerender' || !sitemap.fallbackFile) throw new Error('/sitemap.xml is not prerendered');
  const xml = readFileSync(sitemap.fallbackFile, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}

describe('the Build Output of `vercel build`', () => {
  const pages = sitemapPaths();

  it('lists pages in both languages in its sitemap', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/fr', '/services', '/fr/a-propos', '/fr/developpeur-web/lyon']),
    );
  });

  it('serves every page of the sitemap with status 200, its language and the security headers', async () => {
    for (const page of pages) {
      const served = await serve(page);
      expect([page, served.status]).toEqual([page, 200]);
      expectSecurityHeaders(served.headers, page);
      const lang = page === '/fr' || page.startsWith('/fr/') ? 'fr' : 'en';
      expect([page, prerenderedHtml(served).match(/<html lang="(\w+)"/)?.[1]]).toEqual([page, lang]);
    }
  });

  it.each([
    ['/no-such-page-4821', 'en'],
    ['/fr/pas-de-page-4821', 'fr'],
    ['/blog/no-such-article', 'en'],
    ['/fr/blog/no-such-article', 'fr'],
    ['/blog/guide-core-web-vitals', 'en'],
    ['/fr/test-benefits', 'fr'],
    ['/web-developer/atlantis', 'en'],
    ['/fr/developpeur-web/atlantis', 'fr'],
    ['/services/nothing/here', 'en'],
  ] as const)('answers %s with status 404 and the not-found page in its language (%s)', async (url, lang) => {
    const served = await serve(url);
    expect(served.status).toBe(404);
    expect(served.outputPath).toBe(`/${lang}/not-found-page`);
    expectSecurityHeaders(served.headers, url);
    const html = prerenderedHtml(served);
    const texts = { en: english.NotFound, fr: french.NotFound }[lang];
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<title>${texts.title}`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('noindex');
    expect(html).toContain(`href="${lang === 'en' ? '/' : '/fr'}"`);
    expect(html).toContain(`href="${lang === 'en' ? '/blog' : '/fr/blog'}"`);
  });

  it('regenerates the not-found pages with the content only, and with their status', () => {
    for (const lang of ['en', 'fr']) {
      const notFound = output.outputs.get(`/${lang}/not-found-page`);
      expect(notFound?.kind === 'prerender' && notFound.config).toMatchObject({
        initialStatus: 404,
        expiration: CONTENT_REVALIDATE_SECONDS,
      });
    }
  });

  it('runs the proxy as middleware with its matcher, for the articles among others', async () => {
    const middlewareRoutes = output.routes.filter((route) => route.middlewarePath);
    const sources = middlewareRoutes.flatMap((route) => route.middlewareRawSrc ?? []);
    const matcher = proxyConfig.matcher.map((entry) => (typeof entry === 'string' ? entry : entry.source));
    expect([...new Set(sources)].sort()).toEqual([...new Set(matcher)].sort());
    expect(middlewareRoutes.every((route) => route.middlewarePath === '/_middleware')).toBe(true);
    expect(output.outputs.get('/_middleware')?.kind).toBe('function');

    const article = await serve('/blog/core-web-vitals-guide');
    expect(article).toMatchObject({ status: 200, middlewareRan: true, outputPath: '/en/blog/core-web-vitals-guide' });
    const home = await serve({ path: '/', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(home).toMatchObject({ status: 307, middlewareRan: true });
    expect(home.headers.location).toMatch(/\/fr$/);
    const english = await serve({ path: '/', headers: { 'accept-language': 'en-GB' } });
    expect(english).toMatchObject({ status: 200, middlewareRan: false, outputPath: '/en' });
  });

  it.each([
    [{ search: 'Référencement' }, 'en'],
    [{ search: 'referencement' }, 'fr'],
  ] as const)('answers the search %o (%s) with its prerendered view, without the proxy', async (query, lang) => {
    const served = await serve({ path: lang === 'en' ? '/blog' : '/fr/blog', query });
    expect(served).toMatchObject({ status: 200, middlewareRan: false, outputPath: `/${lang}/blog/views/search` });
    expectSecurityHeaders(served.headers, `/${lang}/blog?search`);
    const html = htmlText(prerenderedHtml(served));
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain({ en: english.Blog, fr: french.Blog }[lang].searchWithoutScript);
    // The island's index of the language is drawn into the page: each post's words, folded (lower case, no accents).
    const payload = prerenderedHtml(served);
    expect(payload.match(/\\"words\\":/g)?.length).toBeGreaterThan(5);
    expect(payload).toMatch(/:T[0-9a-f]+,[a-z0-9 ]{200}/);
  });

  it.each([
    ['/blog', { tag: 'knitting-4821' }, 'en', '/en/blog/views/none'],
    ['/fr/blog', { category: 'tricot-4821' }, 'fr', '/fr/blog/views/none'],
    ['/blog', { tag: 'SEO' }, 'en', '/en/blog/views/tag/seo'],
  ] as const)('answers %s?%o with a prerendered view', async (pathname, query, lang, view) => {
    const served = await serve({ path: pathname, query });
    expect(served).toMatchObject({ status: 200, middlewareRan: true, outputPath: view });
    const html = htmlText(prerenderedHtml(served));
    const noResults = { en: english.Blog, fr: french.Blog }[lang].noResultsTitle;
    if (view.endsWith('/none')) expect(html).toContain(noResults);
    else expect(html).not.toContain(noResults);
  });

  it.each([
    ['/success', { type: 'whatsapp' }, '/en/success/variants/whatsapp', 'whatsapp'],
    ['/fr/success', { type: 'whatsapp' }, '/fr/success/variants/whatsapp', 'whatsapp'],
    ['/success', { request: 'received', n: '4821' }, '/en/success/variants/received', 'email'],
    [
      '/contact/email-success',
      { confirmation: 'unsent' },
      '/en/contact/email-success/variants/unacknowledged',
      'email',
    ],
    ['/fr/contact/email-success', { request: 'received' }, '/fr/contact/email-success/variants/received', 'email'],
    ['/success', { type: 'anything-4821' }, '/en/success/variants/sent', 'email'],
    ['/fr/success', {}, '/fr/success/variants/sent', 'email'],
    ['/contact/email-success', { n: '4821' }, '/en/contact/email-success/variants/sent', 'email'],
  ] as const)(
    'answers %s?%o with a prerendered version of the page, without the proxy',
    async (pathname, query, version, type) => {
      const served = await serve({ path: pathname, query });
      expect(served).toMatchObject({
        status: 200,
        middlewareRan: false,
        outputPath: version,
        output: { kind: 'prerender' },
      });
      expectSecurityHeaders(served.headers, `${pathname}?${new URLSearchParams(query)}`);
      const html = prerenderedHtml(served);
      expect(html).toContain(`data-success-type="${type}"`);
      expect(html).toContain('noindex');
    },
  );

  it('opens the newsletter link on a prerendered page with a button, in its language', async () => {
    for (const [pathname, lang] of [
      ['/newsletter/confirm', 'en'],
      ['/fr/newsletter/confirm', 'fr'],
    ] as const) {
      // The proxy runs for this page (its button's post goes to the API route) and lets a GET through to the prerender.
      const served = await serve({ path: pathname, query: { token: 'a.b' } });
      expect(served).toMatchObject({ status: 200, middlewareRan: true });
      const html = htmlText(prerenderedHtml(served));
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain({ en: english, fr: french }[lang].NewsletterConfirmPage.button);
    }
  });

  it('serves each sitemap page’s share picture prerendered, and none for an article that does not exist', async () => {
    const pictureOf = (page: string) =>
      page === '/fr' || page.startsWith('/fr/') ? `/fr/og${page.slice(3)}` : `/og${page === '/' ? '' : page}`;
    for (const page of pages) {
      const served = await serve(pictureOf(page));
      expect([page, served.status, served.output?.kind]).toEqual([page, 200, 'prerender']);
      expect([page, served.headers['content-type']]).toEqual([page, 'image/png']);
    }
    for (const [url, lang] of [
      ['/og/blog/no-such-article', 'en'],
      ['/fr/og/blog/no-such-article', 'fr'],
    ] as const) {
      expect(await serve(url)).toMatchObject({
        status: 404,
        middlewareRan: true,
        outputPath: `/${lang}/not-found-page`,
      });
    }
    expect((await serve('/og/no-such-page')).status).toBe(404);
  });

  it('keeps the revalidate time and cache tags next build gave each prerendered page', () => {
    const manifest = JSON.parse(readFileSync(path.join(buildDir, '.next', 'prerender-manifest.json'), 'utf8')) as {
      routes: Record<string, { initialRevalidateSeconds: number | false; initialHeaders?: Record<string, string> }>;
    };
    const routes = Object.entries(manifest.routes);
    expect(routes.length).toBeGreaterThan(100);
    for (const [route, { initialRevalidateSeconds, initialHeaders }] of routes) {
      const prerender = output.outputs.get(route);
      // Files that never change (the icons) are plain static files on Vercel.
      if (prerender?.kind === 'static') expect([route, initialRevalidateSeconds]).toEqual([route, false]);
      else expect([route, prerender?.kind]).toEqual([route, 'prerender']);
      if (prerender?.kind !== 'prerender') continue;
      expect([route, prerender.config.expiration]).toEqual([route, initialRevalidateSeconds]);
      const tags = initialHeaders?.['x-next-cache-tags'];
      if (tags) expect([route, prerender.config.initialHeaders?.['x-next-cache-tags']]).toEqual([route, tags]);
    }
    // The pages that read the content service refresh as often as their reads and carry the content's tags,
    // which the webhook revalidates.
    for (const route of ['/en/blog/core-web-vitals-guide', '/fr/blog', '/en', '/en/author', '/sitemap.xml']) {
      const prerender = output.outputs.get(route);
      expect(prerender?.kind === 'prerender' && prerender.config).toMatchObject({
        expiration: CONTENT_REVALIDATE_SECONDS,
        initialHeaders: expect.objectContaining({ 'x-next-cache-tags': expect.stringContaining(CONTENT_TAGS.post) }),
      });
    }
  });

  it('makes every API route a function, never a prerendered answer', () => {
    const routeFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? routeFiles(path.join(dir, entry.name)) : entry.name === 'route.ts' ? [dir] : [],
      );
    const apiRoutes = routeFiles(path.join(process.cwd(), 'app', 'api')).map(
      (dir) => `/${path.relative(path.join(process.cwd(), 'app'), dir)}`,
    );
    expect(apiRoutes).toEqual(expect.arrayContaining(['/api/contact', '/api/newsletter', '/api/revalidate']));
    for (const route of apiRoutes) expect([route, output.outputs.get(route)?.kind]).toEqual([route, 'function']);
  });

  it('declares the method routes of vercel.json after the headers of next.config and before the proxy', () => {
    const ours = vercelMethodRoutes();
    const at = ours.map((route) => output.routes.findIndex((written) => written.src === route.src));
    for (const [index, route] of ours.entries()) expect(output.routes[at[index]]).toEqual(route);
    const firstPhase = output.routes.findIndex((route) => route.handle);
    const proxyAt = output.routes.findIndex((route) => route.middlewarePath);
    const headersAt = output.routes.findIndex((route) =>
      Object.keys(route.headers ?? {}).some((key) => key.toLowerCase() === 'content-security-policy'),
    );
    expect(Math.max(...at)).toBeLessThan(Math.min(proxyAt, firstPhase));
    expect(headersAt).toBeLessThan(Math.min(...at));
    expect(output.outputs.get(METHOD_NOT_ALLOWED_FILE)?.kind).toBe('static');
  });

  it('answers a method a path does not take with 405 and Allow from a static file, before anything can regenerate', async () => {
    const pictures = pages.map((page) =>
      page === '/fr' || page.startsWith('/fr/') ? `/fr/og${page.slice(3)}` : `/og${page === '/' ? '' : page}`,
    );
    const readOnly = [
      ...pages,
      ...pictures,
      '/feed.xml',
      '/fr/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/icon.svg',
      '/no-such-page-4821',
      '/blog/no-such-article',
      '/success',
      '/contact/email-success',
      '/api/health',
      '/api/leads/retry',
    ];
    const paths = [
      ...readOnly,
      '/api/contact',
      '/api/newsletter',
      '/api/newsletter/confirm',
      '/api/revalidate',
      '/newsletter/confirm',
    ];
    for (const pathname of paths) {
      const allowed = allowedMethods(pathname);
      for (const method of HTTP_METHODS.filter((name) => !allowed.includes(name))) {
        const served = await serve({ path: pathname, method, headers: { 'content-length': '3' } });
        expect([pathname, method, served.status, served.headers.allow, served.outputPath, served.output?.kind]).toEqual(
          [pathname, method, 405, allowed.join(', '), METHOD_NOT_ALLOWED_FILE, 'static'],
        );
        expect([pathname, method, served.middlewareRan]).toEqual([pathname, method, false]);
        expectSecurityHeaders(served.headers, `${method} ${pathname}`);
      }
    }
    // What they do take still reaches them.
    expect(await serve({ path: '/feed.xml', method: 'HEAD' })).toMatchObject({
      status: 200,
      output: { kind: 'prerender' },
    });
    expect(await serve({ path: '/api/contact', method: 'POST' })).toMatchObject({
      outputPath: '/api/contact',
      output: { kind: 'function' },
    });
    for (const [pathname, lang] of [
      ['/newsletter/confirm', 'en'],
      ['/fr/newsletter/confirm', 'fr'],
    ]) {
      const button = await serve({ path: pathname, method: 'POST', query: { token: 'a.b' } });
      expect([lang, button.middlewareRan, button.outputPath, button.output?.kind]).toEqual([
        lang,
        true,
        '/api/newsletter/confirm',
        'function',
      ]);
    }
  });

  it('declares the Cron Job that retries the leads, as vercel.json asks', () => {
    const config = JSON.parse(readFileSync(path.join(outputDir, 'config.json'), 'utf8'));
    // The schedule is vercel.json's: daily as shipped (any plan), every minute on Pro (docs/deploy.md).
    const declared = JSON.parse(readFileSync(path.join(process.cwd(), 'vercel.json'), 'utf8')).crons;
    expect(config.crons).toEqual(declared);
    expect(declared).toEqual([{ path: '/api/leads/retry', schedule: expect.any(String) }]);
    expect(output.outputs.get('/api/leads/retry')?.kind).toBe('function');
  });

  it('runs the retry function only for a request signed with CRON_SECRET, as Vercel Cron signs it', async () => {
    const secret = 'cron-secret-of-the-host-test';
    const origin = await startFunction('/api/leads/retry', { CRON_SECRET: secret });
    try {
      const call = (authorization?: string) =>
        fetch(`${origin}/api/leads/retry`, { headers: authorization ? { authorization } : {} });
      expect((await call()).status).toBe(401);
      expect((await call(`Bearer ${secret}x`)).status).toBe(401);
      expect((await call(secret)).status).toBe(401);
      const signed = await call(`Bearer ${secret}`);
      expect(signed.status).toBe(200);
      expect(await signed.json()).toEqual({ ok: true, delivered: 0, stillPending: 0 });
    } finally {
      stopFunction();
    }
  }, 60_000);

  it('serves the sitemap and robots.txt prerendered, robots.txt for good', async () => {
    for (const [url, expiration] of [
      ['/sitemap.xml', CONTENT_REVALIDATE_SECONDS],
      ['/robots.txt', false],
    ] as const) {
      const served = await serve(url);
      expect(served.status).toBe(200);
      expect(served.output?.kind === 'prerender' && served.output.config.expiration).toBe(expiration);
    }
  });

  it('serves each language its own web app manifest, prerendered, and declares no image optimizer', async () => {
    for (const [url, lang] of [
      ['/manifest.webmanifest', 'en'],
      ['/fr/manifest.webmanifest', 'fr'],
    ]) {
      const served = await serve(url);
      expect([url, served.status, served.output?.kind]).toEqual([url, 200, 'prerender']);
      if (served.output?.kind !== 'prerender' || !served.output.fallbackFile) throw new Error(`${url} not prerendered`);
      expect(JSON.parse(readFileSync(served.output.fallbackFile, 'utf8'))).toMatchObject({ lang });
    }
    // `images.unoptimized`: Vercel gets no `images` settings, so `/_next/image` is no route.
    expect(JSON.parse(readFileSync(path.join(outputDir, 'config.json'), 'utf8')).images).toBeUndefined();
  });

  it('shows the environment banner of a preview deployment to a new visitor, in their language', async () => {
    expect(htmlText(prerenderedHtml(await serve('/services')))).toContain(english.EnvironmentBanner.preview);
    expect(htmlText(prerenderedHtml(await serve('/fr/services')))).toContain(french.EnvironmentBanner.preview);
  });
});

let stopFunction = () => {};

/**
 * One function of the Build Output run as Vercel runs it: its folder, the files its `.vc-config.json` maps into
 * it, its launcher as the handler of a Node HTTP server (node_modules from the build's own copy).
 */
async function startFunction(route: string, env: Record<string, string>): Promise<string> {
  const funcDir = path.join(outputDir, 'functions', `${route}.func`);
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'vercel-function-')), 'function');
  const { filePathMap } = JSON.parse(readFileSync(path.join(funcDir, '.vc-config.json'), 'utf8')) as {
    filePathMap: Record<string, string>;
  };
  cpSync(funcDir, target, { recursive: true, dereference: true });
  for (const [to, from] of Object.entries(filePathMap)) {
    if (to.startsWith('node_modules/')) continue;
    mkdirSync(path.dirname(path.join(target, to)), { recursive: true });
    cpSync(path.join(buildDir, from), path.join(target, to), { recursive: true, dereference: true });
  }
  symlinkSync(path.join(buildDir, 'node_modules'), path.join(target, 'node_modules'));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['-e', `require('http').createServer(require('./___next_launcher.cjs')).listen(${port}, '127.0.0.1')`],
    {
      cwd: target,
      env: { PATH: process.env.PATH, VERCEL: '1', ...env } as unknown as NodeJS.ProcessEnv,
      stdio: 'ignore',
    },
  );
  stopFunction = () => server.kill();
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (
      await fetch(`${origin}/api/leads/retry`).then(
        () => true,
        () => false,
      )
    )
      return origin;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the function of ${route} did not start`);
}
