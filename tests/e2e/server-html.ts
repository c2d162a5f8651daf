import type { APIRequestContext } from '@playwright/test';
import { parse, type HTMLElement } from 'node-html-parser';

/**
 * A page as a search engine first reads it: the server's HTML, parsed, with no script run. The specs that check
 * what is in that HTML (language, titles, links, structured data) read it here rather than through a browser, which
 * would also download, run and hydrate every page (docs/architecture.md#tests-and-checks).
 */
export async function serverPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const document = parse(await response.text());
  const head = document.querySelector('head');
  if (!head) throw new Error(`${path} answered ${response.status()} with no <head>`);
  return {
    status: response.status(),
    document,
    lang: document.querySelector('html')?.getAttribute('lang'),
    /** An attribute of the head's first element that matches, e.g. a canonical link's `href`. */
    headAttribute: (selector: string, name: string) => head.querySelector(selector)?.getAttribute(name),
    /** Every JSON-LD item of the page, the items of a list each on its own. */
    jsonLd: () =>
      document
        .querySelectorAll('script[type="application/ld+json"]')
        .flatMap((script) => [JSON.parse(script.text) as JsonLdItem | JsonLdItem[]].flat()),
  };
}

export type JsonLdItem = { '@type': string; [key: string]: unknown };

/**
 * Text as Playwright's text assertions compare it: every run of white space (no-break spaces included) as one space,
 * so French typography's narrow spaces match the copy's plain ones.
 */
export const normalized = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** An element's text, entities decoded, normalized. */
export const textOf = (element: HTMLElement | null | undefined) => normalized(element?.text ?? '');
