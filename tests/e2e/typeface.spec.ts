import { expect, type Page, type Route } from '@playwright/test';
import { test } from './visitors';

/**
 * Inter arriving after the first layout of a first visit is never swapped in (docs/behaviour/experience.md#typeface): the
 * page keeps its stand-in and nothing moves. At 412 px (Lighthouse's phone) a swap did move the home's introduction
 * and an article's category pills, which the stand-ins' scaling cannot prevent.
 */
type Layout = { headingLines: number; pageHeight: number; buttonRows: number; shift: number };

/** The home hero's heading in lines, the page's height, the rows of the hero's buttons, and the layout shift so far. */
function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const heading = document.querySelector('h1')!;
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    const buttons = [...document.querySelectorAll('main .btn')].slice(0, 2);
    const shifts = (window as unknown as { __shift: number }).__shift;
    return {
      headingLines: Math.round(heading.getBoundingClientRect().height / lineHeight),
      pageHeight: document.documentElement.scrollHeight,
      buttonRows: new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size,
      shift: shifts,
    };
  });
}

for (const path of ['/', '/fr', '/blog/core-web-vitals-guide']) {
  for (const width of [390, 412, 1280]) {
    test(`${path} at ${width} px: Inter arriving late moves nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript(() => {
        const record = window as unknown as { __shift: number };
        record.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            record.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      let release: (() => void) | undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2$/, async (route: Route) => {
        await held;
        await route.continue();
      });

      // The load event waits for the font: the page is looked at once its first frame is drawn.
      await page.goto(`${path}?no-loading`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const before = await layout(page);
      release!();
      await page.waitForFunction(() => [...document.fonts].some((face) => face.status === 'loaded'));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const after = await layout(page);

      expect(after.headingLines).toBe(before.headingLines);
      expect(after.buttonRows).toBe(before.buttonRows);
      expect(Math.abs(after.pageHeight - before.pageHeight) / before.pageHeight).toBeLessThan(0.01);
      expect(after.shift - before.shift).toBeLessThan(0.01);
    });
  }
}
