import { expect } from '@playwright/test';
import { hydrated } from './hydration';
import { sitePages } from './site-pages';
import { returningVisitor, test } from './visitors';

// docs/behaviour/experience.md#language-choice
test.describe('home path language', () => {
  test('a French browser with nothing stored lands on /fr, and it is stored', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: returningVisitor,
      locale: 'fr-FR',
      extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto('/?ref=ad');
    await expect(page).toHaveURL(/\/fr\?ref=ad$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('fr');
    await context.close();
  });

  test('an English browser stays on /', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: returningVisitor,
      locale: 'en-GB',
      extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('any other path keeps the language of its URL, even for a French browser', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: returningVisitor,
      extraHTTPHeaders: { 'Accept-Language': 'fr-FR' },
    });
    const page = await context.newPage();
    await page.goto('/services');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the switch goes to the twin page, stores the choice and round-trips', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: returningVisitor,
      extraHTTPHeaders: { 'Accept-Language': 'en-GB' },
    });
    const page = await context.newPage();
    await page.goto('/about');
    const toFrench = page.getByRole('link', { name: 'Lire cette page en français' });
    await hydrated(toFrench);
    await toFrench.click();
    await expect(page).toHaveURL(/\/fr\/a-propos$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('fr');
    // The stored French choice now wins on the home path, even for an English browser.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    const toEnglish = page.getByRole('link', { name: 'Read this page in English' });
    await hydrated(toEnglish);
    await toEnglish.click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the switch flags itself while it navigates, and the page it leads to clears the flag', async ({ page }) => {
    // What the flag says as each document starts, before any of the site's scripts run.
    await page.addInitScript(() => {
      const seen = JSON.parse(sessionStorage.getItem('e2e-flag-at-start') ?? '[]') as (string | null)[];
      seen.push(localStorage.getItem('languageExplicitlyChanged'));
      sessionStorage.setItem('e2e-flag-at-start', JSON.stringify(seen));
    });
    await page.goto('/services');
    const toFrench = page.getByRole('link', { name: 'Lire cette page en français' });
    await hydrated(toFrench);
    await toFrench.click();
    await expect(page).toHaveURL(/\/fr\/services$/);
    const flagAtStart = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-flag-at-start') ?? '[]'));
    expect(await flagAtStart()).toEqual([null, 'true']);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('languageExplicitlyChanged'))).toBeNull();
    // A page opened without the switch never sees it.
    await page.reload();
    expect(await flagAtStart()).toEqual([null, 'true', null]);
  });
});

/** The attributes of every `<tag …>` of a server-rendered page, read without a browser. */
function tags(html: string, tag: 'a' | 'link'): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name.toLowerCase(),
        value.replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

// docs/behaviour/experience.md#language-switch
test.describe('the switch leads to the twin page, in the server HTML', () => {
  test('on every page, it names the same twin as the hreflang links, or home or the blog index when there is none', async ({
    request,
  }) => {
    const pages = (await sitePages(request)).filter((page) => page.status === 200);
    for (const page of pages) {
      const html = await (await request.get(page.path)).text();
      const target = page.locale === 'en' ? 'fr' : 'en';
      const switchHref = tags(html, 'a').find((link) => link.hreflang === target)?.href;
      const alternate = tags(html, 'link').find((link) => link.rel === 'alternate' && link.hreflang === target)?.href;
      expect(switchHref, page.path).toBeDefined();
      const switchPath = new URL(switchHref!, 'http://localhost').pathname;
      if (alternate) expect(switchPath, page.path).toBe(new URL(alternate).pathname);
      else
        expect([target === 'fr' ? '/fr' : '/', target === 'fr' ? '/fr/blog' : '/blog'], page.path).toContain(
          switchPath,
        );
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an article leads to its twin, as its hreflang link does', async ({ page }) => {
      await page.goto('/blog/core-web-vitals-guide');
      const fr = 'http://localhost:3000/fr/blog/guide-core-web-vitals';
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', fr);
      await page.getByRole('link', { name: 'Lire cette page en français' }).click();
      await expect(page).toHaveURL(/\/fr\/blog\/guide-core-web-vitals$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });

    test('/success?type=whatsapp keeps its type in French', async ({ page }) => {
      await page.goto('/success?type=whatsapp');
      await page.getByRole('link', { name: 'Lire cette page en français' }).click();
      await expect(page).toHaveURL(/\/fr\/success\?type=whatsapp$/);
      await expect(page.locator('[data-success-type]')).toHaveAttribute('data-success-type', 'whatsapp');
    });
  });

  test('an article that does not exist leads to the other blog index', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute('href', '/fr/blog');
  });

  test('/contact/whatsapp-success keeps its query in both directions', async ({ page }) => {
    await page.goto('/contact/whatsapp-success?type=whatsapp');
    // A static page: the browser adds the query to the link once it runs.
    const toFrench = page.getByRole('link', { name: 'Lire cette page en français' });
    await expect(toFrench).toHaveAttribute('href', '/fr/contact/whatsapp-success?type=whatsapp');
    await toFrench.click();
    await expect(page).toHaveURL(/\/fr\/contact\/whatsapp-success\?type=whatsapp$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const toEnglish = page.getByRole('link', { name: 'Read this page in English' });
    await expect(toEnglish).toHaveAttribute('href', '/contact/whatsapp-success?type=whatsapp');
    await toEnglish.click();
    await expect(page).toHaveURL(/localhost:\d+\/contact\/whatsapp-success\?type=whatsapp$/);
  });

  test('a fallback page drops the query: an English-only page leads to the French home', async ({ page }) => {
    await page.goto('/test-benefits?variant=b');
    await expect(page.getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute('href', '/fr');
  });
});
