import type { Page } from '@playwright/test';
import { FIGURE_UNITS } from '../../figure-units';

/** Stats, card titles, button labels and the other short texts that carry a figure: prices, durations, counts. */
const figureTexts =
  '.stat, main h3, main h4, main .font-semibold, .btn, .nav-cta, main button, .pill, main dd, .menu-label';

/**
 * Every figure of those texts that lies on more than one line ("3" then "months"), measured on the line boxes of
 * the figure's own characters; and every stat wider than its card.
 */
export function brokenFigures(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, unit }) => {
      const figure = new RegExp(
        `€\\s?\\d[\\d.,\\u202f\\u00a0]*\\+?|\\d[\\d.,\\u202f\\u00a0]*[\\u00a0\\u202f ]?€|\\d+\\+?[\\s\\u00a0\\u202f\\u2011-]*${unit}(?![\\p{L}])|\\d+\\+`,
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
    },
    { selector: figureTexts, unit: FIGURE_UNITS },
  );
}
