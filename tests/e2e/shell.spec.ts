import { expect, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { siteConfig } from '../../site.config';
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
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await pageOverflow()).toBe('hidden');

    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await pageOverflow()).toBe('visible');

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
});

test('each language links its own web app manifest, in its own words', async ({ request }) => {
  for (const [home, lang, description] of [
    ['/', 'en', en.Metadata.defaultDescription],
    ['/fr', 'fr', fr.Metadata.defaultDescription],
  ]) {
    const prefix = home === '/' ? '' : home;
    expect(await (await request.get(`${prefix}/services`)).text()).toContain(
      `<link rel="manifest" href="${prefix}/manifest.webmanifest"`,
    );
    const response = await request.get(`${prefix}/manifest.webmanifest`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Camille Laurent Studio', lang, start_url: home });
    // The catalogue's description, its figures written in.
    expect(manifest.description).toBe(description.replace('{replyHours}', String(siteConfig.claims.replyHours)));
  }
});

/** Every control of the header a visitor can reach: its links and buttons that are drawn (not the skip link). */
const headerControls = (page: Page) =>
  page.locator('header').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((control) => control.checkVisibility() && control.getBoundingClientRect().width > 1)
      .map((control) => {
        const { left, right, top, bottom } = control.getBoundingClientRect();
        return { name: control.getAttribute('aria-label') ?? control.textContent, left, right, top, bottom };
      }),
  );

// WCAG 1.4.4: text resized to 200 %, the layout chosen by the header's own width in rem.
for (const prefix of ['', '/fr']) {
  test(`every header control stays in view at 200 % text, from 320 to 1280 px (${prefix || '/'})`, async ({ page }) => {
    await page.goto(`${prefix}/services`);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    for (const width of [320, 390, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const viewport = await page.evaluate(() => ({
        width: document.documentElement.clientWidth,
        height: innerHeight,
      }));
      const controls = await headerControls(page);
      // The logo, the language and theme switches and the menu, at least.
      expect(controls.length, `${width} px`).toBeGreaterThanOrEqual(4);
      for (const { name, left, right, top, bottom } of controls)
        expect({
          width,
          name,
          inView: left >= 0 && right <= viewport.width && top >= 0 && bottom <= viewport.height,
        }).toEqual({ width, name, inView: true });
    }
  });
}

test('what takes focus scrolls clear of the fixed header, whatever its height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/services');
  const header = page.locator('header').first();
  const scrollPadding = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
  for (const fontSize of ['100%', '200%']) {
    await page.evaluate((size) => (document.documentElement.style.fontSize = size), fontSize);
    const height = (await header.boundingBox())!.height;
    await expect.poll(scrollPadding).toBe(`${height + 12}px`);
    // A link of the page scrolled far above the screen, then focused: the browser brings it back below the header.
    const link = page.locator('main a[href]').nth(2);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await link.focus();
    const box = (await link.boundingBox())!;
    expect([fontSize, box.y >= height - 1]).toEqual([fontSize, true]);
  }
});
