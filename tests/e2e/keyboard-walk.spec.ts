import { expect, type Page } from '@playwright/test';
import { BANNER_DELAY_MS } from '../../lib/consent/constants';
import { STORAGE_KEYS } from '../../lib/consent/storage-keys';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { browserKeeping, test } from './visitors';

// A returning visitor (no loading screen) who has not chosen yet: the consent banner is up on every page but the
// cookie settings page, which asks the same questions itself (docs/behaviour/privacy-and-consent.md#keyboard-and-screen-readers).
test.use({ visitor: browserKeeping([{ name: STORAGE_KEYS.hasVisited.name, value: 'true' }]) });
test.beforeEach(({ page }) => page.clock.install());

const pageKinds = [
  ['home', '/', '/fr'],
  ['services', '/services', '/fr/services'],
  ['portfolio', '/portfolio', '/fr/portfolio'],
  ['blog list', '/blog', '/fr/blog'],
  ['article', '/blog/core-web-vitals-guide', '/fr/blog/guide-core-web-vitals'],
  ['about', '/about', '/fr/a-propos'],
  ['contact', '/contact', '/fr/contact'],
  ['city page', '/web-developer/lyon', '/fr/developpeur-web/lyon'],
  ['landing page', '/web-developer-france', '/fr/developpeur-web-france'],
  ['privacy policy', '/privacy-policy', '/fr/politique-de-confidentialite'],
  ['cookie settings', '/cookie-settings', '/fr/parametres-cookies'],
  ['not found', '/no-such-page', '/fr/page-inconnue'],
] as const;

/** Tab stops walked forward from the top, then back: the banner covers the bottom, the header the top. */
const FORWARD = 60;
const BACKWARD = 30;

/**
 * What hides the focused element, hit-tested at its centre and near its corners: null when every point hits the element
 * itself, something inside it or around it, and none hits a fixed or sticky layer (the banner, the header) that does
 * not hold it; a description otherwise, or when it is off screen. A visually hidden control is judged by its label.
 */
function focusProblem(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const name = focused.outerHTML.slice(0, 120);
  let target: Element = focused;
  const box = (element: Element) => element.getBoundingClientRect();
  if (box(target).width <= 1 || box(target).height <= 1)
    target = (focused as HTMLInputElement).labels?.[0] ?? focused.parentElement ?? focused;
  const { left, right, top, bottom } = box(target);
  const [x0, x1, y0, y1] = [
    Math.max(left, 0),
    Math.min(right, innerWidth),
    Math.max(top, 0),
    Math.min(bottom, innerHeight),
  ];
  if (x1 - x0 < 2 || y1 - y0 < 2) return `off screen: ${name}`;
  const inset = 2;
  const points = [
    [(x0 + x1) / 2, (y0 + y1) / 2],
    [x0 + inset, y0 + inset],
    [x1 - inset, y0 + inset],
    [x0 + inset, y1 - inset],
    [x1 - inset, y1 - inset],
  ];
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (!hit || target.contains(hit) || hit.contains(target)) continue;
    for (let layer: Element | null = hit; layer; layer = layer.parentElement) {
      const { position } = getComputedStyle(layer);
      if ((position === 'fixed' || position === 'sticky') && !layer.contains(target))
        return `covered by <${layer.tagName.toLowerCase()} ${layer.getAttribute('role') ?? ''}> at ${Math.round(x)},${Math.round(y)}: ${name}`;
    }
  }
  return null;
}

/** Presses `key` `count` times and returns every focused element found hidden. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', count: number): Promise<string[]> {
  const problems: string[] = [];
  for (let press = 0; press < count; press++) {
    await page.keyboard.press(key);
    const problem = await page.evaluate(focusProblem);
    if (problem) problems.push(`${key} ${press + 1}: ${problem}`);
  }
  return problems;
}

async function arrive(page: Page, path: string, messages: typeof en) {
  await page.goto(path);
  await page.clock.fastForward(BANNER_DELAY_MS);
  const banner = page.getByRole('dialog', { name: messages.ConsentBanner.title });
  if (!path.includes(messages === en ? '/cookie-settings' : '/parametres-cookies')) await expect(banner).toBeVisible();
  // The layout settles (the root's scroll padding follows the banner) before the first key.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  return banner;
}

for (const [lang, messages, column] of [
  ['en', en, 1],
  ['fr', fr, 2],
] as const) {
  test.describe(`keyboard walk with the banner up (${lang})`, () => {
    for (const kind of pageKinds) {
      test(`${kind[0]}: no focused element hides under the banner or the header`, async ({ page }) => {
        await arrive(page, kind[column], messages);
        const problems = [...(await walk(page, 'Tab', FORWARD)), ...(await walk(page, 'Shift+Tab', BACKWARD))];
        expect(problems).toEqual([]);
      });
    }

    test('the skip link comes first, the banner after the header, and its arrival is announced without the focus', async ({
      page,
    }) => {
      const banner = await arrive(page, pageKinds[0][column], messages);
      await expect(page.getByRole('status').filter({ hasText: messages.ConsentBanner.arrival })).toHaveCount(1);
      await expect(page.locator('body')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: messages.Header.skipToContent })).toBeFocused();
      let presses = 1;
      while (!(await banner.evaluate((dialog) => dialog.contains(document.activeElement))) && presses < 40) {
        await page.keyboard.press('Tab');
        presses++;
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(false);
      }
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(false);
      await expect(banner.getByRole('link', { name: messages.ConsentBanner.privacyLink })).toBeFocused();
    });
  });
}

test('the walk fails when the page lets the banner cover what has the focus', async ({ page }) => {
  await arrive(page, '/', en);
  await page.addStyleTag({ content: 'html { scroll-padding: 0 !important; }' });
  expect((await walk(page, 'Tab', FORWARD)).some((problem) => problem.includes('covered by <section dialog>'))).toBe(
    true,
  );
});
