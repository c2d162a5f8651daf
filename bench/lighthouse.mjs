import { get } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Chromium for every run; Lighthouse's defaults emulate a mid-range phone on a slow 4G link. */
export async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

const scriptsOf = (lhr) =>
  (lhr.audits['network-requests'].details?.items ?? [])
    .filter((request) => request.resourceType === 'Script')
    .map((request) => request.url);

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const failing = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id].auditRefs)
    .map(({ id }) => lhr.audits[id])
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scripts: scriptsOf(lhr),
    failing: [...new Set(failing)],
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * The compressed size of a script's body, as a browser receives it (gzip). Lighthouse's transfer size also
 * counts the response headers, which are not JavaScript and which HTTP/2 compresses away in production.
 */
function compressedBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function scriptBytes(scripts) {
  const sizes = await Promise.all(scripts.map(compressedBytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * The page's own scripts: one more run in which the router cannot fetch the pages its links point to
 * (React Server Component requests carry `_rsc`), so the code of those pages is not downloaded ahead.
 */
async function ownScripts(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: ['*?_rsc=*', '*&_rsc=*'],
  });
  return scriptsOf(lhr);
}

/**
 * Runs Lighthouse `runs` times on `url` and keeps the run with the best performance score (with its full
 * report). `jsBytes` is the page's own JavaScript; `jsBytesWithPrefetch` adds what the router prefetched
 * for the links in view.
 */
export async function audit(chrome, url, runs) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    results.push({ ...summarize(lhr), lhr });
  }
  const { scripts, ...best } = bestRun(results);
  const [jsBytesWithPrefetch, jsBytes] = await Promise.all([
    scriptBytes(scripts),
    ownScripts(chrome, url).then(scriptBytes),
  ]);
  return { ...best, jsBytes, jsBytesWithPrefetch };
}

export function bestRun(results) {
  return [...results].sort((a, b) => b.performance - a.performance || a.lcp - b.lcp)[0];
}
