import { expect, test } from '@playwright/test';

/**
 * Lighthouse's best-practices audits in CI: a page logs no error, breaks no rule of its Content Security
 * Policy (even a caught one) and none of its own requests fails, the links' prefetches included.
 */
const pages = ['/', '/fr', '/fr/developpeur-web/lyon', '/contact', '/fr/portfolio', '/web-developer-france'];

for (const path of pages) {
  test(`${path} logs no error, breaks no CSP rule and no request of its own fails`, async ({ page, baseURL }) => {
    const problems: string[] = [];
    let prefetches = 0;
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('response', (response) => {
      if (!response.url().startsWith(baseURL!)) return;
      if (response.request().headers()['next-router-prefetch']) prefetches++;
      if (response.status() >= 400)
        problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    await page.goto(path);
    // Links fetch their page on intent: pointing at the header's links makes the router prefetch their pages,
    // and those requests must succeed too.
    const headerLinks = page.getByRole('banner').locator('a[href^="/"]:visible');
    for (const link of (await headerLinks.all()).slice(0, 4)) await link.hover();
    await expect.poll(() => prefetches, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await page.waitForLoadState('networkidle');
    expect(problems.join('\n')).toBe('');
  });
}
