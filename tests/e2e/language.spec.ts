import { expect, test } from '@playwright/test';

test.describe('home path language (spec §4)', () => {
  test('a French browser with nothing stored lands on /fr, and it is stored', async ({ browser }) => {
    const context = await browser.newContext({
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
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'fr-FR' } });
    const page = await context.newPage();
    await page.goto('/services');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the switch goes to the twin page, stores the choice and round-trips', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'en-GB' } });
    const page = await context.newPage();
    await page.goto('/about');
    await page.getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page).toHaveURL(/\/fr\/a-propos$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('fr');
    // The stored French choice now wins on the home path, even for an English browser.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});
