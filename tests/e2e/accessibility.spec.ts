import { expect, type Locator, type Page } from '@playwright/test';
import { axeReport } from './gates/axe';
import { test } from './visitors';

/** Presses Tab until `target` has the focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard', () => {
  test('the header: skip link, services dropdown opened from the keyboard, every link reachable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const services = nav.getByRole('button', { name: 'Services' });
    await tabTo(page, services, 5);
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const menuLinks = page.locator(`[id="${await services.getAttribute('aria-controls')}"] a`);
    const count = await menuLinks.count();
    expect(count).toBeGreaterThan(10);
    for (let position = 0; position < count; position++) {
      await page.keyboard.press('Tab');
      await expect(menuLinks.nth(position)).toBeFocused();
      await expect(menuLinks.nth(position)).toBeVisible();
    }
    expect(await axeReport(page, 'services dropdown open')).toBe('');

    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();

    for (const name of ['Portfolio', 'Blog', 'About']) await tabTo(page, nav.getByRole('link', { name }), 3);
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: "Let's talk" }), 3);
    await tabTo(page, page.getByRole('button', { name: 'Switch to the red theme' }), 3);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'red');
  });

  test.describe('mobile menu', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('opens from the keyboard, traps the focus, closes on Escape and gives the focus back', async ({ page }) => {
      await page.goto('/fr');
      const open = page.getByRole('button', { name: 'Ouvrir le menu' });
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

      const services = menu.getByRole('button', { name: 'Services' });
      await tabTo(page, services);
      await page.keyboard.press('Space');
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').first()).toBeFocused();
      expect(await axeReport(page, 'mobile menu open')).toBe('');

      // A modal dialog lets the focus pass to the browser's own controls (the body, here), never to the page behind.
      for (const key of ['Tab', 'Shift+Tab']) {
        let visitedInside = 0;
        for (let presses = 0; presses < 40; presses++) {
          await page.keyboard.press(key);
          const where = await menu.evaluate((dialog) =>
            dialog.contains(document.activeElement)
              ? 'menu'
              : document.activeElement === document.body
                ? 'browser'
                : document.activeElement?.outerHTML.slice(0, 80),
          );
          expect(
            ['menu', 'browser'],
            `the focus reached the page behind the menu after ${presses + 1} × ${key}`,
          ).toContain(where);
          if (where === 'menu') visitedInside++;
        }
        expect(visitedInside).toBeGreaterThan(30);
      }

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
    });
  });

  test('the contact funnel, from the first choice to the success page', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${Date.now() % 250}` });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Project request' });
    const next = form.getByRole('button', { name: 'Continue' });

    // Continue without a choice: the error is announced and the focus goes to the question.
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert').first()).not.toBeEmpty();
    const firstChoice = form.getByRole('radio').first();
    await expect(firstChoice).toBeFocused();

    for (const step of [2, 3, 4]) {
      await page.keyboard.press('Space');
      await expect(page.locator('input[type="radio"]:focus')).toBeChecked();
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]step=${step}`));
      await expect(form.getByRole('heading', { level: 2 })).toBeFocused();
      if (step < 4) await tabTo(page, form.getByRole('radio').first());
    }

    const typed: [string, string][] = [
      ['firstName', 'Claire'],
      ['lastName', 'Martin'],
      ['email', 'claire.martin@example.test'],
      ['company', 'Atelier Martin'],
      ['deadlineWeeks', '6'],
      ['message', 'A keyboard-only visitor asks for a bakery website with online orders.'],
    ];
    for (const [id, text] of typed) {
      await tabTo(page, form.locator(`#${id}`));
      await page.keyboard.type(text);
    }
    await tabTo(page, form.getByRole('button', { name: 'Send by email' }));
    expect(await axeReport(page, 'contact funnel, last step')).toBe('');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\/email-success$/);
  });
});
