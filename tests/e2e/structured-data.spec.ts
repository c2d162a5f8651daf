import { expect, test } from '@playwright/test';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { sitePages } from './site-pages';

/**
 * Google's rich-result rules as Adobe's validator applies them (its handlers run offline; the optional check
 * against the whole schema.org vocabulary needs a definitions file it does not ship, and is left out).
 */
test('the structured data of every page has no error under Google’s rich-result rules', async ({ request }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  let items = 0;
  for (const { path, status } of await sitePages(request)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
      await response.text(),
    );
    const found = Object.values(extracted.jsonld ?? {}).flat().length;
    // Every page carries at least the organization and the website.
    expect(found, `${path}: JSON-LD items`).toBeGreaterThanOrEqual(2);
    items += found;
    const issues = await new Validator().validate(extracted);
    for (const issue of issues.filter(({ severity }) => severity === 'ERROR')) {
      errors.push(`${path}: ${issue.rootType}: ${issue.issueMessage}`);
    }
  }
  expect(items).toBeGreaterThan(100);
  expect(errors).toEqual([]);
});
