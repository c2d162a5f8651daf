import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axePath = require.resolve('axe-core/axe.min.js');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core in every document the page opens from now on, before the page's own scripts, for a page that is checked
 * after each navigation: the renderer compiles it once, where injecting it after each load cost about half a second a
 * page (docs/measurements.md#quality-gates).
 */
export const axeInEveryDocument = (page: Page) => page.addInitScript({ path: axePath });

/** Runs axe-core (WCAG 2.2 AA) on the page as it is now; an empty string when nothing is wrong. */
export async function axeReport(page: Page, label: string): Promise<string> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    wcagTags,
  );
  if (results.violations.length === 0) return '';
  const lines = results.violations.flatMap((violation) => [
    `  ${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map(
      (node) => `    - ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join('').trim()}`,
    ),
  ]);
  return [`${label}`, ...lines].join('\n');
}
