import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { routing } from '@/i18n/routing';
import { axeInEveryDocument, axeReport } from './gates/axe';
import { brokenFigures } from './gates/figures';
import { checkHtmlFiles } from './gates/html-checker';
import { sharePictureProblems } from './gates/share-picture';
import { structuredData } from './gates/structured-data';
import { typographyProblems } from './gates/typography';
import { shard, sitemapPages, sitePages, type SitePage } from './site-pages';
import { test } from './visitors';

/**
 * The page-wide quality gates as one crawl of every page of the site (docs/measurements.md#quality-gates): each page
 * is loaded once, in one browser page, and checked by every gate; each part reports every failure it found.
 *
 * - status: the page answers what it should (200, or 404 for the not-found pages);
 * - errors: no console error, uncaught error, Content-Security-Policy violation or failed request of its own, the
 *   header links' prefetches included on a few pages (Lighthouse's best-practices audits);
 * - accessibility: no WCAG 2.2 AA violation (axe-core), in the red theme too on representative pages;
 * - HTML: the server's HTML is valid for the Nu HTML Checker;
 * - structured data: at least the organization and the website, no error under Google's rich-result rules;
 * - share picture: every page of the sitemap shares its own 1200 × 630 picture, in its language;
 * - typeface: Inter is loaded, at its whole weight axis;
 * - typography: the French pages' title, description and text follow French typography;
 * - figures: no price, duration or count breaks across lines, at 390, 768 and 1280 px, with Inter and with its
 *   metric-matched stand-ins (what a visitor sees before Inter arrives).
 */
const parts = 4;
/** The page's own width first, so the figures' six measurements cost four resizes (two widths each way). */
const widths = [1280, 768, 390];
const redThemePages = new Set([
  '/',
  '/fr',
  '/services',
  '/fr/contact',
  '/web-developer/paris',
  '/fr/developpeur-web-france',
  '/portfolio',
  '/fr/success',
]);
const prefetchPages = new Set([
  '/',
  '/fr',
  '/fr/developpeur-web/lyon',
  '/contact',
  '/fr/portfolio',
  '/web-developer-france',
]);

type Gate =
  | 'status'
  | 'errors'
  | 'accessibility'
  | 'html'
  | 'structured data'
  | 'share picture'
  | 'typeface'
  | 'typography'
  | 'figures';

class Findings {
  private byGate = new Map<Gate, string[]>();
  add(gate: Gate, where: string, problems: string | string[]) {
    for (const problem of [problems].flat().filter(Boolean))
      this.byGate.set(gate, [...(this.byGate.get(gate) ?? []), `${where}: ${problem}`]);
  }
  report(): string {
    return [...this.byGate].map(([gate, lines]) => `${gate} (${lines.length}):\n  ${lines.join('\n  ')}`).join('\n\n');
  }
}

/** Records what the page reports while it is looked at: errors, CSP violations, failed requests of its own. */
async function watchErrors(page: Page, origin: string) {
  const seen: string[] = [];
  let prefetches = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (!response.url().startsWith(origin)) return;
    if (response.request().headers()['next-router-prefetch']) prefetches++;
    if (response.status() >= 400) seen.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  return { take: () => seen.splice(0), prefetches: () => prefetches };
}

/** Inter's faces as the page has them, once its fonts are settled: one, loaded, with the variable font's range. */
function interFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const family = getComputedStyle(document.documentElement).getPropertyValue('--font-inter').split(',')[0].trim();
    return [...document.fonts]
      .filter((face) => face.family === family.replace(/^['"]|['"]$/g, ''))
      .map((face) => `${face.status} ${face.weight}`);
  });
}

/** Figures that break at each of these widths, in this order, with the font the page has now. */
async function figuresAtEachWidth(page: Page, inOrder: number[], font: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of inOrder) {
    const viewport = page.viewportSize()!;
    if (viewport.width !== width) {
      await page.setViewportSize({ ...viewport, width });
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    problems.push(...(await brokenFigures(page)).map((problem) => `${problem} at ${width} px with ${font}`));
  }
  return problems;
}

async function crawl(page: Page, pages: SitePage[], listed: Set<string>, origin: string, findings: Findings) {
  const errors = await watchErrors(page, origin);
  await axeInEveryDocument(page);
  const request = page.context().request;
  const folder = await mkdtemp(path.join(tmpdir(), 'site-crawl-'));
  const pageOfFile = new Map<string, string>();
  try {
    for (const [index, { path: pagePath, locale, status }] of pages.entries()) {
      const prefetchesBefore = errors.prefetches();
      const response = await page.goto(pagePath, { waitUntil: 'load' });
      if (response?.status() !== status) {
        findings.add('status', pagePath, `answered ${response?.status()}, expected ${status}`);
        continue;
      }
      const html = await response.text();
      const file = path.join(folder, `page-${index}.html`);
      await writeFile(file, html);
      pageOfFile.set(file, pagePath);

      const data = await structuredData(html);
      if (data.items < 2) findings.add('structured data', pagePath, `${data.items} JSON-LD items`);
      findings.add('structured data', pagePath, data.errors);
      if (listed.has(pagePath)) {
        findings.add(
          'share picture',
          pagePath,
          await sharePictureProblems(request, html, pagePath, locale, routing.defaultLocale),
        );
      }

      const faces = await interFaces(page);
      if (JSON.stringify(faces) !== JSON.stringify(['loaded 100 900']))
        findings.add('typeface', pagePath, `Inter is ${JSON.stringify(faces)}`);

      findings.add('typography', pagePath, await typographyProblems(page, locale));
      findings.add('accessibility', pagePath, await axeReport(page, 'blue theme'));
      if (redThemePages.has(pagePath)) {
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'red'));
        findings.add('accessibility', pagePath, await axeReport(page, 'red theme'));
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'blue'));
      }

      findings.add('figures', pagePath, await figuresAtEachWidth(page, widths, 'Inter'));
      await page.evaluate(() => document.documentElement.style.setProperty('--font-inter', 'no-such-font'));
      // Back to the page's width, where the next page starts.
      findings.add('figures', pagePath, await figuresAtEachWidth(page, [...widths].reverse(), 'its stand-ins'));

      if (prefetchPages.has(pagePath)) {
        // Links fetch their page on intent: pointing at the header's links makes the router prefetch their pages,
        // and those requests must succeed too.
        await page.evaluate(() => document.documentElement.style.removeProperty('--font-inter'));
        const headerLinks = page.getByRole('banner').locator('a[href^="/"]:visible');
        for (const link of (await headerLinks.all()).slice(0, 4)) await link.hover();
        await expect
          .poll(() => errors.prefetches() - prefetchesBefore, { message: `${pagePath}: prefetches`, timeout: 10_000 })
          .toBeGreaterThanOrEqual(3);
        await page.waitForLoadState('networkidle');
      }
      // The not-found pages answer 404 by design: only their own document may, which the console reports.
      const expected =
        status === 404
          ? [
              `404 GET ${new URL(pagePath, origin).href}`,
              'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
            ]
          : [];
      findings.add(
        'errors',
        pagePath,
        errors.take().filter((error) => !expected.includes(error)),
      );
    }
    for (const message of await checkHtmlFiles([...pageOfFile.keys()])) {
      const file = decodeURIComponent(new URL(message.url).pathname);
      const where = message.lastLine ? ` (line ${message.lastLine}, column ${message.firstColumn})` : '';
      const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
      findings.add('html', `${pageOfFile.get(file) ?? file}${where}`, `${message.message}${extract}`);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

for (let part = 0; part < parts; part++) {
  test(`every page, part ${part + 1} of ${parts}, passes every quality gate`, async ({ page, request, baseURL }) => {
    test.setTimeout(600_000);
    const pages = shard(await sitePages(request), part, parts);
    const listed = new Set((await sitemapPages(request)).map(({ path: listedPath }) => listedPath));
    const findings = new Findings();
    await crawl(page, pages, listed, baseURL!, findings);
    expect(findings.report()).toBe('');
  });
}
