import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { contentService, fakeSanityPort } from '../../playwright.config';
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

async function articleTitle(page: Page): Promise<string> {
  const response = await page.goto(article.path);
  expect(response?.status()).toBe(200);
  return page.getByRole('heading', { level: 1 }).innerText();
}

/** A revalidated page is regenerated behind the request that found it stale: the change shows on a later one. */
async function expectArticleTitle(page: Page, title: string) {
  await expect.poll(() => articleTitle(page), { timeout: 30_000 }).toBe(title);
}

test.beforeAll(async ({ request }) => {
  await control('reset');
  // A server kept from an earlier run may still hold that run's edits: bring it back to the dataset.
  expect((await webhook(request)).status()).toBe(200);
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

for (const mode of ['unavailable', 'closed'] as const) {
  test(`the service ${mode === 'closed' ? 'dropping connections' : 'answering 503'}: the article keeps its last good version, the list apologises`, async ({
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

      // A list view nothing has cached yet cannot be built: the visitor gets the apology and a way out.
      await page.goto(`/blog?search=${mode}-${Date.now()}`);
      const apology = page.getByRole('main').getByRole('alert');
      await expect(apology).toContainText('The articles cannot be shown right now');
      await expect(apology.getByRole('link', { name: 'Contact me' })).toHaveAttribute('href', '/contact');
    } finally {
      await outage('off');
    }
    await setTitle(lastGood);
    expect((await webhook(request)).status()).toBe(200);
    await expectArticleTitle(page, lastGood);
  });
}
