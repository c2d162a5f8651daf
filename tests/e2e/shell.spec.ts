import { expect } from '@playwright/test';
import { test } from './visitors';

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens at 85 % width, locks scroll, keeps focus inside, closes on Escape and on navigation', async ({
    page,
  }) => {
    await page.goto('/services');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(Math.round(box!.width)).toBe(Math.round(390 * 0.85));
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Services' }).click();
    await menu.getByRole('link', { name: 'Lyon' }).click();
    await expect(page).toHaveURL(/\/web-developer\/lyon$/);
    await expect(menu).toBeHidden();
  });
});

test('the header turns solid after 50 px of scroll', async ({ page }) => {
  await page.goto('/services');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 120);
  });
  await expect(header).toHaveAttribute('data-solid', 'true');
});

test('the services dropdown lists the services and the cities, and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const button = nav.getByRole('button', { name: 'Services' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Strasbourg' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('the theme switch flips blue and red, persists, and applies before paint', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'blue');
  await page.getByRole('button', { name: 'Switch to the red theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'red');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'red');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('red');
});

test('robots.txt names the sitemap, which lists both languages with twins', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>http://localhost:3000/fr/a-propos</loc>');
  expect(sitemap).toContain('hreflang="fr" href="http://localhost:3000/fr/developpeur-web/lyon"');
  expect(sitemap).not.toContain('email-success');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Camille Laurent Studio');
});
