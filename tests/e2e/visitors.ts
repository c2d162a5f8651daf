import { test as base } from '@playwright/test';
import { CONSENT_VERSION } from '../../lib/consent/constants';
import { STORAGE_KEYS } from '../../lib/consent/storage-keys';
import { port } from './suite';

/** A "necessary only" choice made today, as the consent banner stores it. */
const necessaryOnlyChoice = {
  name: STORAGE_KEYS.consentRecord.name,
  value: JSON.stringify({
    preferences: { necessary: true, analytics: false, marketing: false, functional: false },
    consentDate: new Date().toISOString(),
    consentVersion: CONSENT_VERSION,
    userAgent: 'playwright',
    ipHash: 'client-side-placeholder',
    gdprCompliant: true,
  }),
};

type Visitor = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/** A browser that keeps these items for the site's origin, and nothing else. */
export const browserKeeping = (localStorage: Visitor['origins'][number]['localStorage']): Visitor => ({
  cookies: [],
  origins: [{ origin: `http://localhost:${port}`, localStorage }],
});

/** A browser that keeps nothing: no choice made, no visit before. */
export const emptyBrowser: Visitor = { cookies: [], origins: [] };

/**
 * What specs about pages start with: a visitor who has been here and chose "necessary only", so neither the
 * first-visit loading screen nor the cookie banner covers what they click.
 */
export const returningVisitor = browserKeeping([
  { name: STORAGE_KEYS.hasVisited.name, value: 'true' },
  necessaryOnlyChoice,
]);

/** The loading screen's specs: a first visit, with the choice made so the banner stays out of the way. */
export const firstVisitor = browserKeeping([necessaryOnlyChoice]);

/**
 * The specs' `test`, whose `visitor` option is the browser a test's page starts with (a returning visitor unless a
 * spec says otherwise). Playwright's own `storageState` writes localStorage from a page it opens and closes in each
 * new context, a renderer process of its own: about 0.4 CPU-s a test here. The test's own page writes the items on
 * the site's robots.txt before the test's first navigation instead, for half of that
 * (docs/measurements.md#where-the-test-time-goes). A context a test makes itself (`browser.newContext()`) starts
 * empty unless it passes a `storageState`.
 */
export const test = base.extend<{ visitor: Visitor }>({
  visitor: [returningVisitor, { option: true }],
  storageState: ({ visitor }, provide) => provide({ cookies: visitor.cookies, origins: [] }),
  page: async ({ page, visitor }, provide) => {
    for (const { origin, localStorage: items } of visitor.origins) {
      await page.goto(new URL('/robots.txt', origin).href);
      await page.evaluate((entries) => {
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, items);
    }
    await provide(page);
  },
});
