import { expect } from '@playwright/test';
import { serverPage } from './server-html';
import { test } from './visitors';

/**
 * Every route (docs/behaviour/pages-and-routes.md#route-table; articles are covered by the blog tests): English path,
 * French path. What search engines read is the server's HTML (tests/e2e/server-html.ts); the crawl
 * (site-crawl.spec.ts) looks at every page in the browser.
 */
const pairs: [string, string][] = [
  ['/', '/fr'],
  ['/services', '/fr/services'],
  ['/portfolio', '/fr/portfolio'],
  ['/blog', '/fr/blog'],
  ['/about', '/fr/a-propos'],
  ['/contact', '/fr/contact'],
  ['/camille-laurent', '/fr/camille-laurent'],
  ['/privacy-policy', '/fr/politique-de-confidentialite'],
  ['/legal-mentions', '/fr/mentions-legales'],
  ['/cookie-settings', '/fr/parametres-cookies'],
  ['/accessibility', '/fr/accessibilite'],
  ['/cities', '/fr/villes'],
  ['/web-developer/paris', '/fr/developpeur-web/paris'],
  ['/web-developer/rennes', '/fr/developpeur-web/rennes'],
  ['/web-developer-france', '/fr/developpeur-web-france'],
  ['/mobile-app-developer-europe', '/fr/developpeur-application-mobile-europe'],
  ['/european-digital-solutions', '/fr/solutions-digitales-europeennes'],
  ['/custom-websites-france', '/fr/sites-web-sur-mesure-france'],
  ['/freelance-developer-france', '/fr/developpeur-freelance-france'],
  ['/web-development-paris', '/fr/developpement-web-paris'],
  ['/digital-transformation-europe', '/fr/transformation-digitale-europe'],
];

const noindexPairs: [string, string][] = [
  ['/success', '/fr/success'],
  ['/contact/email-success', '/fr/contact/email-success'],
  ['/contact/whatsapp-success', '/fr/contact/whatsapp-success'],
];

const origin = 'http://localhost:3000';

for (const [en, fr] of pairs) {
  for (const [path, lang] of [
    [en, 'en'],
    [fr, 'fr'],
  ] as const) {
    test(`${path} answers in ${lang} with canonical and hreflang twins`, async ({ request }) => {
      const page = await serverPage(request, path);
      expect(page.status).toBe(200);
      expect(page.lang).toBe(lang);
      expect(page.document.querySelectorAll('h1')).toHaveLength(1);
      const englishUrl = origin + (en === '/' ? '' : en);
      expect(page.headAttribute('link[rel="canonical"]', 'href')).toBe(origin + (path === '/' ? '' : path));
      expect(page.headAttribute('link[rel="alternate"][hreflang="en"]', 'href')).toBe(englishUrl);
      expect(page.headAttribute('link[rel="alternate"][hreflang="fr"]', 'href')).toBe(origin + fr);
      expect(page.headAttribute('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(englishUrl);
      expect(page.headAttribute('meta[name="description"]', 'content')).toMatch(/.{50,}/);
      expect(page.headAttribute('meta[name="robots"]', 'content')).toBeUndefined();
    });
  }
}

for (const [en, fr] of noindexPairs) {
  test(`${en} and ${fr} are noindex`, async ({ request }) => {
    for (const path of [en, fr]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<meta name="robots" content="noindex, follow"/>');
    }
  });
}

test('the test pages exist in English only', async ({ request }) => {
  expect((await request.get('/test-benefits')).status()).toBe(200);
  expect((await request.get('/test-sections')).status()).toBe(200);
  expect((await request.get('/fr/test-benefits')).status()).toBe(404);
});

test('unknown paths answer 404 with the page of their language', async ({ page }) => {
  const english = await page.goto('/no-such-page');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
  const french = await page.goto('/fr/page-inconnue');
  expect(french?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cette page n'existe pas");
  // Next adds its own `noindex` to a 404 beside the page's: every one of them keeps it out of search results.
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toMatch(/noindex/);
  expect((await page.goto('/web-developer/atlantis'))?.status()).toBe(404);
});

test('internal names redirect to the public URLs', async ({ request }) => {
  const about = await request.get('/fr/about', { maxRedirects: 0 });
  expect(about.status()).toBe(308);
  expect(about.headers().location).toBe('/fr/a-propos');
  const prefixed = await request.get('/en/services', { maxRedirects: 0 });
  expect(prefixed.headers().location).toBe('/services');
});
