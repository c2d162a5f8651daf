import { expect, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { siteConfig } from '../../site.config';
import { contrastProblems } from './gates/contrast';
import { normalized, serverPage, textOf } from './server-html';
import { test } from './visitors';

/**
 * What the eye and the layout must allow (docs/behaviour/pages-and-routes.md#accessibility-statement): every text and
 * placeholder readable in both themes (WCAG 1.4.3), no sideways scrolling at 320 px under the text-spacing override
 * (1.4.10, 1.4.12), and the accessibility statement itself.
 */

/** One page of each kind, in either language; the blog's search and newsletter fields in both. */
const pageKinds = [
  '/',
  '/fr/services',
  '/portfolio',
  '/blog',
  '/fr/blog',
  '/blog/core-web-vitals-guide',
  '/fr/a-propos',
  '/camille-laurent',
  '/contact',
  '/fr/success',
  '/fr/politique-de-confidentialite',
  '/legal-mentions',
  '/fr/parametres-cookies',
  '/cities',
  '/fr/developpeur-web/lyon',
  '/web-developer-france',
  '/fr/accessibilite',
  '/fr/newsletter',
  '/offline',
  '/no-such-page',
];

/** The page at 1280 px wide and as tall as its content, so every text is in view and drawn at once. */
async function wholePage(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const height = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollHeight;
  });
  await page.setViewportSize({ width: 1280, height: Math.min(height, 16_000) });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function contrastInBothThemes(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of ['blue', 'red']) {
    await page.evaluate((name) => document.documentElement.setAttribute('data-theme', name), theme);
    const found = await contrastProblems(page, `${label} (${theme})`);
    expect(found.checked, `${label}: texts measured`).toBeGreaterThan(10);
    problems.push(...found.problems);
  }
  return problems;
}

const parts = 3;
for (let part = 0; part < parts; part++) {
  test(`text and placeholders reach 4.5:1 (3:1 when large) in both themes, part ${part + 1} of ${parts}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const problems: string[] = [];
    for (const path of pageKinds.filter((_, index) => index % parts === part)) {
      await page.goto(path);
      await wholePage(page);
      problems.push(...(await contrastInBothThemes(page, path)));
    }
    expect(problems.join('\n')).toBe('');
  });
}

test('the contact funnel’s fields and their placeholders reach 4.5:1 in both themes', async ({ page }) => {
  await page.goto('/fr/contact');
  for (const step of [2, 3, 4]) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: fr.ContactFunnel.actions.next }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]step=${step}`));
  }
  await wholePage(page);
  expect((await contrastInBothThemes(page, '/fr/contact?step=4')).join('\n')).toBe('');
});

/** WCAG 1.4.12's text spacing, as the bookmarklets that test it apply it. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

for (const path of ['/fr/politique-de-confidentialite', '/privacy-policy', '/fr/accessibilite']) {
  test(`${path} reflows at 320 px with the text-spacing override: nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await page.addStyleTag({ content: textSpacing });
    const overflow = await page.evaluate(async () => {
      await document.fonts.ready;
      const wider = [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
      return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, wider };
    });
    expect(overflow).toEqual({ page: 0, wider: [] });
  });
}

for (const [path, lang, messages] of [
  ['/accessibility', 'en', en],
  ['/fr/accessibilite', 'fr', fr],
] as const) {
  test(`the accessibility statement ${path}: its language, the standard, how to report a barrier`, async ({
    request,
  }) => {
    const page = await serverPage(request, path);
    expect(page.status).toBe(200);
    expect(page.lang).toBe(lang);
    expect(textOf(page.document.querySelector('h1'))).toBe(normalized(messages.AccessibilityPage.h1));
    const main = textOf(page.document.querySelector('main'));
    expect(main).toContain('WCAG 2.2');
    expect(main).toContain('RGAA 4.1');
    expect(page.document.querySelector(`main a[href="mailto:${siteConfig.email}"]`)).not.toBeNull();
    expect(main).toContain(String(siteConfig.claims.replyHours));
  });

  test(`every page links its accessibility statement from the footer (${lang})`, async ({ page }) => {
    await page.goto(lang === 'en' ? '/services' : '/fr/services');
    const link = page.getByRole('contentinfo').getByRole('link', { name: messages.Footer.accessibility, exact: true });
    await expect(link).toHaveAttribute('href', path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.AccessibilityPage.h1);
  });
}
