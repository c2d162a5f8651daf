import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Chromium for every run; Lighthouse's defaults emulate a mid-range phone on a slow 4G link. */
export async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const failing = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id].auditRefs)
    .map(({ id }) => lhr.audits[id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsBytes: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    failing: [...new Set(failing)],
    runtimeError: lhr.runtimeError?.message,
  };
}

/** Runs Lighthouse `runs` times on `url` and keeps the run with the best performance score (with its full report). */
export async function audit(chrome, url, runs) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    results.push({ ...summarize(lhr), lhr });
  }
  return bestRun(results);
}

export function bestRun(results) {
  return [...results].sort((a, b) => b.performance - a.performance || a.lcp - b.lcp)[0];
}
