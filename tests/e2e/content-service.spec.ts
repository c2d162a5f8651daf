import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { frenchTypography, typographyDefects } from '../../i18n/typography';
import { contentService, fakeSanityPort } from './suite';
import type { Outage, QueryStats } from './fake-sanity';
import { interceptThirdParties } from './third-parties';

/**
 * The blog of a build whose content source is the content service (NEXT_PUBLIC_SANITY_PROJECT_ID set),
 * reached through the site's own @sanity/client at a local stand-in (tests/e2e/fake-sanity.ts).
 * The tests share the stand-in's documents, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const standIn = `http://127.0.0.1:${fakeSanityPort}/__control`;
const article = { path: '/blog/core-web-vitals-guide', id: 'post-en-core-web-vitals-guide' };
const originalTitle = 'Core Web Vitals explained for business owners';

async function control(action: string, body: unknown = {}) {
  const response = await fetch(`${standIn}/${action}`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
}
const setTitle = (title: string) => control('set', { id: article.id, set: { title } });
const outage = (mode: Outage) => control('outage', { mode });
const stats = async (): Promise<QueryStats> => (await fetch(`${standIn}/stats`)).json();

/** The content service's webhook call, signed as Sanity signs it (current timestamp), or with another secret. */
async function webhook(request: APIRequestContext, secret = contentService.webhookSecret) {
  const body = JSON.stringify({ _type: 'post', _id: article.id });
  return request.post('/api/revalidate', {
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
    },
    data: body,
  });
}

/** A published article of the stand-in, as the dataset holds it. */
async function publishedDocument(id: string) {
  const dataset = await readFile(path.join(process.cwd(), 'content', 'dataset.ndjson'), 'utf8');
  const line = dataset.split('\n').find((candidate) => candidate.includes(`"_id":"${id}"`));
  return JSON.parse(line!) as Record<string, unknown>;
}

async function articleTitle(page: Page): Promise<string> {
  const response = await page.goto(article.path);
  expect(response?.status()).toBe(200);
  return page.getByRole('heading', { level: 1 }).innerText();
}

/** A revalidated page is regenerated behind the request that found it stale: the change shows on a later one. */
async function expectArticleTitle(page: Page, title: string) {
  await expect.poll(() => articleTitle(page), { timeout: 30_000 }).toBe(title);
}

/**
 * Brings the stand-in back to the dataset and waits until the article shows it. A server kept from an earlier run
 * may still hold that run's edits, and a regeneration still retrying after an outage test (on a retry of this file,
 * or before the draft-preview tests) holds the next one back a while.
 */
async function restorePublishedArticles(browser: Browser, request: APIRequestContext) {
  await control('reset');
  expect((await webhook(request)).status()).toBe(200);
  const page = await browser.newPage();
  try {
    await interceptThirdParties(page);
    await expect.poll(() => articleTitle(page), { timeout: 120_000 }).toBe(originalTitle);
  } finally {
    await page.close();
  }
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(150_000);
  await restorePublishedArticles(browser, request);
});

test.beforeEach(async ({ page }) => {
  // The content service's image CDN is not reachable from here.
  await interceptThirdParties(page);
});

test('the blog list and an article render from the content service', async ({ page }) => {
  await expectArticleTitle(page, originalTitle);
  // Images come from the service's CDN, for this project and dataset: the embedded dataset has local files.
  await expect(page.locator('article img').first()).toHaveAttribute(
    'src',
    new RegExp(`^https://cdn\\.sanity\\.io/images/${contentService.projectId}/${contentService.dataset}/`),
  );
  await page.goto('/fr/blog');
  const posts = page.locator('section[data-section="posts"] [data-post-card]');
  await expect(posts).toHaveCount(10);
  await expect(posts.and(page.locator('[data-post-card="guide-core-web-vitals"]'))).toBeVisible();
  expect((await stats()).answered).toBeGreaterThan(0);
});

test('/api/health says the content comes from the content service, with its webhook on', async ({ request }) => {
  const health = await (await request.get('/api/health')).json();
  expect(health.services).toMatchObject({ content: 'sanity', contentWebhook: 'on' });
  expect(JSON.stringify(health)).not.toContain(contentService.projectId);
});

test('a webhook with a bad signature is refused and changes nothing', async ({ page, request }) => {
  await setTitle(`Not yet published ${Date.now()}`);
  expect((await webhook(request, 'not-the-secret')).status()).toBe(401);
  const before = await stats();
  // Twice: a regeneration started by the first visit would show on the second.
  expect(await articleTitle(page)).toBe(originalTitle);
  expect(await articleTitle(page)).toBe(originalTitle);
  expect(await stats()).toEqual(before);
});

test('a changed document and a signed webhook change the article and the list', async ({ page, request }) => {
  const title = `Core Web Vitals, revised on ${new Date().toISOString()}`;
  await setTitle(title);
  expect((await webhook(request)).status()).toBe(200);
  await expectArticleTitle(page, title);
  await expect
    .poll(
      async () => {
        await page.goto('/blog');
        return page.locator('[data-post-card="core-web-vitals-guide"]').first().innerText();
      },
      { timeout: 30_000 },
    )
    .toContain(title);
});

test('a French article typed with plain spaces in the content service is printed with French typography', async ({
  page,
  request,
}) => {
  // Two regenerations, each behind the visit that finds the page stale: the typed article, then the published one.
  test.setTimeout(90_000);
  const french = { path: '/fr/blog/guide-core-web-vitals', id: 'post-fr-guide-core-web-vitals' };
  const span = (key: string, text: string, marks: string[] = []) => ({ _type: 'span', _key: key, text, marks });
  // What an editor types: plain spaces before the marks, inside « », in 1 200 and before %, code and an address.
  const typed = {
    title: `Les Core Web Vitals : pourquoi ? Un guide « pratique » ${Date.now()}`,
    excerpt: 'Plus de 60 % des visites ; 1 200 sites mesurés !',
    seo: { title: 'Core Web Vitals : le guide', description: 'Pourquoi ? Parce que la vitesse compte !' },
    body: [
      {
        _type: 'block',
        _key: 'typed-1',
        style: 'normal',
        markDefs: [{ _key: 'link', _type: 'link', href: 'https://pagespeed.web.dev/?url=a:b' }],
        children: [
          span('s1', 'Lancez '),
          span('s2', 'npm run build ?', ['code']),
          span('s3', ' puis ouvrez '),
          span('s4', 'PageSpeed Insights', ['link']),
          span('s5', ' : le score ? '),
          span('s6', '90 %', ['strong']),
          span('s7', ' !'),
        ],
      },
      { _type: 'block', _key: 'typed-2', style: 'h2', markDefs: [], children: [span('s8', 'Et ensuite ?')] },
      { _type: 'code', _key: 'typed-3', language: 'ts', code: 'const ok = score > 90 ? "oui" : "non"; // 50 %' },
    ],
  };
  await control('set', { id: french.id, set: typed });
  try {
    expect((await webhook(request)).status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(
        async () => {
          await page.goto(french.path);
          return heading.textContent();
        },
        { timeout: 30_000 },
      )
      .toBe(frenchTypography(typed.title));
    const article = page.locator('article', { has: heading });
    // Code is shown as typed, links keep their address.
    await expect(article.locator('p code')).toHaveText('npm run build ?');
    await expect(article.locator('pre code')).toHaveText(typed.body[2].code as string);
    await expect(article.getByRole('link', { name: 'PageSpeed Insights' })).toHaveAttribute(
      'href',
      'https://pagespeed.web.dev/?url=a:b',
    );
    // Everything else reads as a French publisher prints it.
    const words = await article.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('code, pre').forEach((code) => code.remove());
      return copy.textContent ?? '';
    });
    expect(words).toContain(frenchTypography('Plus de 60 % des visites ; 1 200 sites mesurés !'));
    expect(words).toContain(frenchTypography(' : le score ? '));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(typographyDefects([await page.title(), description, words].join('\n'))).toEqual([]);
  } finally {
    // The article as the dataset holds it, regenerated before the tests after this one visit it.
    const published = await publishedDocument(french.id);
    await control('put', { document: published });
    expect((await webhook(request)).status()).toBe(200);
    await expect
      .poll(
        async () => {
          await page.goto(french.path);
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 30_000 },
      )
      .toBe(frenchTypography(String(published.title)));
  }
});

test('a content change regenerates the not-found pages, which keep their status, language and title', async ({
  request,
}) => {
  expect((await webhook(request)).status()).toBe(200);
  for (const { path: url, lang, title } of [
    { path: '/no-such-page-4821', lang: 'en', title: 'Page not found' },
    { path: '/fr/pas-de-page-4821', lang: 'fr', title: 'Page introuvable' },
  ]) {
    // The language switch reads the articles, so the change makes the page stale: it is regenerated behind the
    // visit that finds it so, and a later visit gets the regenerated page.
    const answers: string[] = [];
    await expect
      .poll(
        async () => {
          answers.push((await request.get(url)).headers()['x-nextjs-cache']);
          return answers.at(-1);
        },
        { timeout: 30_000 },
      )
      .toBe('HIT');
    expect(answers[0]).toBe('STALE');
    const response = await request.get(url);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toMatch(new RegExp(`^${title} \\| `));
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  }
});

for (const mode of ['unavailable', 'closed'] as const) {
  test(`the service ${mode === 'closed' ? 'dropping connections' : 'answering 503'}: the article keeps its last good version, and so does the search`, async ({
    page,
    request,
  }) => {
    // Each failed query is retried three times, 1, 2 and 4 s apart (docs/behaviour/constants.md#content-and-caching),
    // and a regeneration still retrying from the previous test holds back the next one (about 35 s here): an outage
    // takes its time.
    test.setTimeout(150_000);
    const lastGood = await articleTitle(page);
    await setTitle(`Never seen ${Date.now()}`);
    await outage(mode);
    try {
      // The article is stale now: the next visit asks the service again, in vain.
      expect((await webhook(request)).status()).toBe(200);
      // Each visit serves the last good version and, once no earlier regeneration is still retrying, starts
      // one that the service refuses.
      const refused = (await stats()).refused;
      await expect
        .poll(
          async () => {
            expect(await articleTitle(page)).toBe(lastGood);
            return (await stats()).refused;
          },
          { timeout: 90_000 },
        )
        .toBeGreaterThan(refused);
      expect(await articleTitle(page)).toBe(lastGood);

      // A search is a prerendered view and index too: it still finds the articles.
      await page.goto(`/blog?search=vital&mode=${mode}`);
      await expect(page.getByRole('heading', { level: 2, name: /^\d+ articles?$/ })).toBeVisible();
      await expect(page.locator('[data-post-card="core-web-vitals-guide"]')).toBeVisible();
    } finally {
      await outage('off');
    }
    await setTitle(lastGood);
    expect((await webhook(request)).status()).toBe(200);
    await expectArticleTitle(page, lastGood);
  });
}

test.describe('draft preview', () => {
  const frenchArticle = { path: '/fr/blog/guide-core-web-vitals', id: 'post-fr-guide-core-web-vitals' };
  const draftTitle = `A draft nobody else sees ${Date.now()}`;
  const frenchDraftTitle = `Un brouillon que personne d'autre ne voit ${Date.now()}`;

  /** What the studio does before it opens the preview: a fresh secret stored in the dataset, and the signed link. */
  async function studioPreviewLink(pathname: string) {
    const secret = `e2e-secret-${Math.random().toString(36).slice(2)}`;
    await control('put', {
      document: {
        _id: `sanity-preview-url-secret.${secret}`,
        _type: 'sanity.previewUrlSecret',
        secret,
        studioUrl: `http://localhost/studio`,
      },
    });
    return `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`;
  }

  async function visitorTitle(browser: Browser, pagePath: string) {
    const visitor = await browser.newContext();
    try {
      const page = await visitor.newPage();
      await interceptThirdParties(page);
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      // Still the prerendered page every visitor gets.
      expect(response?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      await expect(page.getByRole('form', { name: /Preview|Aperçu/ })).toHaveCount(0);
      await expect(page.locator('sanity-visual-editing')).toHaveCount(0);
      return await page.getByRole('heading', { level: 1 }).innerText();
    } finally {
      await visitor.close();
    }
  }

  test.beforeAll(async ({ browser, request }) => {
    // The published articles as the dataset has them, whatever the tests above changed.
    test.setTimeout(150_000);
    await restorePublishedArticles(browser, request);
    await control('put', {
      document: { ...(await publishedDocument(article.id)), _id: `drafts.${article.id}`, title: draftTitle },
    });
    await control('put', {
      document: {
        ...(await publishedDocument(frenchArticle.id)),
        _id: `drafts.${frenchArticle.id}`,
        title: frenchDraftTitle,
      },
    });
  });

  test('the stand-in shows drafts only to the viewer token', async () => {
    const query = encodeURIComponent(`*[_id == "${article.id}"][0].title`);
    const ask = (perspective: string, token?: string) =>
      fetch(
        `http://127.0.0.1:${fakeSanityPort}/v2024-01-01/data/query/${contentService.dataset}?query=${query}&perspective=${perspective}`,
        {
          headers: {
            'x-sanity-project-id': contentService.projectId,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
      );
    expect((await (await ask('published')).json()).result).toBe(originalTitle);
    expect((await ask('drafts')).status).toBe(401);
    expect((await ask('drafts', 'not-the-token')).status).toBe(401);
    expect((await (await ask('drafts', contentService.readToken)).json()).result).toBe(draftTitle);
  });

  test('the studio’s signed link opens the draft in draft mode; a visitor keeps the published article', async ({
    page,
    browser,
  }) => {
    await page.goto(await studioPreviewLink(article.path));
    await expect(page).toHaveURL(article.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
    const bar = page.getByRole('form', { name: 'Preview' });
    await expect(bar.getByRole('status')).toHaveText('Preview: you are seeing drafts, not the published site.');
    // The studio's overlays load in draft mode only.
    await expect(page.locator('sanity-visual-editing')).toHaveCount(1);
    expect(await visitorTitle(browser, article.path)).toBe(originalTitle);

    // The bar speaks the page's language.
    await page.goto(frenchArticle.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchDraftTitle);
    const frenchBar = page.getByRole('form', { name: 'Aperçu' });
    await expect(frenchBar.getByRole('status')).toHaveText('Aperçu : vous voyez des brouillons, pas le site publié.');

    // Leaving draft mode comes back to the same page, as every visitor sees it.
    await frenchBar.getByRole('button', { name: "Quitter l'aperçu" }).click();
    await expect(page).toHaveURL(frenchArticle.path);
    await expect(page.getByRole('form', { name: 'Aperçu' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Les Core Web Vitals expliqués aux chefs d'entreprise",
    );
  });

  test('in draft mode the studio may frame the page; otherwise no one may', async ({ page, request }) => {
    const response = await page.goto(await studioPreviewLink(article.path));
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    const visitor = await request.get(article.path);
    expect(visitor.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(visitor.headers()['x-frame-options']).toBe('DENY');
  });

  test('the enable route refuses a wrong or expired secret, and starts nothing', async ({ page, request }) => {
    for (const secret of ['not-the-secret', '']) {
      const response = await request.get(
        `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${article.path}`,
        { maxRedirects: 0 },
      );
      expect(response.status()).toBe(401);
      expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    }
    await page.goto(article.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(originalTitle);
  });

  test('the viewer token never reaches a browser', async ({ page }) => {
    await page.goto(await studioPreviewLink(article.path));
    expect(await page.content()).not.toContain(contentService.readToken);
    // Every file the build made for browsers, not only those this page loads: Next's, and Vercel's static output.
    for (const staticDir of ['.next/static', '.vercel/output/static'].map((dir) =>
      path.join(contentService.buildDir, dir),
    )) {
      const files = (await readdir(staticDir, { recursive: true })).filter((file) =>
        /\.(js|json|css|html)$/.test(file),
      );
      expect(files.length, staticDir).toBeGreaterThan(10);
      for (const file of files) {
        expect(await readFile(path.join(staticDir, file), 'utf8'), file).not.toContain(contentService.readToken);
      }
    }
  });
});
