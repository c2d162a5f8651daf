import { expect, test, type Page } from '@playwright/test';

// Issue 24: on a first visit (the fallback font) the home stat "3 months" broke across two lines at 1280 px.
const widths = [390, 768, 1280];
const pages = {
  en: ['/', '/services', '/cities', '/web-developer/lyon', '/web-developer-france', '/contact'],
  fr: ['/fr', '/fr/services', '/fr/villes', '/fr/developpeur-web/lyon', '/fr/developpeur-web-france', '/fr/contact'],
};

/** Stats, card titles, button labels and the other short texts that carry a figure: prices, durations, counts. */
const figureTexts =
  '.stat, main h3, main h4, main .font-semibold, .btn, .nav-cta, main button, .pill, main dd, .menu-label';

/**
 * Every figure of those texts that lies on more than one line ("3" then "months"), measured on the line boxes of
 * the figure's own characters; and every stat wider than its card.
 */
function brokenFigures(page: Page) {
  return page.evaluate((selector) => {
    const unit =
      '(?:weeks?|semaines?|days?|jours?|months?|mois|hours?|heures?|h|years?|ans|projects?|projets?|options|cities|villes)';
    const figure = new RegExp(
      `€\\s?\\d[\\d.,\\u202f]*\\+?|\\d[\\d.,\\u202f]*[\\u00a0\\u202f ]?€|\\d+\\+?[\\s\\u00a0\\u2011-]*${unit}(?![\\p{L}])|\\d+\\+`,
      'gu',
    );
    const broken: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility()) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        for (const match of node.data.matchAll(figure)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(`"${match[0]}" in "${element.textContent?.trim()}"`);
        }
      }
      if (element.matches('.stat') && element.scrollWidth > element.clientWidth + 1)
        broken.push(`"${element.textContent}" wider than its card`);
    }
    return broken;
  }, figureTexts);
}

/** Whether the page draws its text with Inter, the web font, rather than the fallback. */
function usesWebFont(page: Page) {
  return page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded'));
}

for (const locale of ['en', 'fr'] as const) {
  for (const font of ['blocked', 'loaded'] as const) {
    test(`no figure breaks across lines at ${widths.join(', ')} px, web font ${font} (${locale})`, async ({
      page,
    }, testInfo) => {
      test.slow();
      // Still pages: no first-visit screen, no fade-in, so every section is measured (and pictured when it breaks).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      if (font === 'blocked') await page.route(/\.woff2$/, (route) => route.abort());
      const problems: string[] = [];
      for (const path of pages[locale]) {
        const url = `${path}?no-loading`;
        await page.setViewportSize({ width: widths[0], height: 900 });
        await page.goto(url);
        // A font `display: optional` is used when it is ready at the first layout: the second load has it cached.
        if (font === 'loaded') await page.reload();
        await page.evaluate(() => document.fonts.ready);
        expect([path, await usesWebFont(page)]).toEqual([path, font === 'loaded']);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await page.evaluate(() => new Promise(requestAnimationFrame));
          const broken = await brokenFigures(page);
          problems.push(...broken.map((problem) => `${path} at ${width} px: ${problem}`));
          // The page as it broke, for the report; a page that holds needs no picture.
          if (broken.length > 0) {
            const screenshot = testInfo.outputPath(`${width}px${path.replaceAll('/', '_')}.png`);
            await page.screenshot({ path: screenshot, fullPage: true });
            await testInfo.attach(`${path} at ${width} px`, { path: screenshot, contentType: 'image/png' });
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
}
