import type { Page } from '@playwright/test';
import { typographyDefects, typographyOf } from '@/i18n/typography';

/**
 * The French typography defects (docs/behaviour/content.md#french-typography) of what a reader of a page in a language
 * printed that way sees: its title, its description and its text, code left out; none for other languages.
 */
export async function typographyProblems(page: Page, locale: string): Promise<string[]> {
  if (typographyOf(locale)('a ?') === 'a ?') return [];
  const text = await page.evaluate(() => {
    const code = [...document.body.querySelectorAll<HTMLElement>('pre, code')].map((element) => element.innerText);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    const body = code.reduce((words, excerpt) => words.replace(excerpt, ' '), document.body.innerText);
    return [document.title, description, body].join('\n');
  });
  return typographyDefects(text).map(({ kind, context }) => `${kind}: ${JSON.stringify(context)}`);
}
