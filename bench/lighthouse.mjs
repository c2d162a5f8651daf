import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttlingMethods } from './options.mjs';
import { resultsDir } from './servers.mjs';
import { scriptBytes } from './weight.mjs';

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

const requestsOf = (lhr) => lhr.audits['network-requests'].details?.items ?? [];

/** The element of the largest paint, short: its tag and the start of its text (or image description). */
function lcpElement(lhr) {
  const node = lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '–';
  const tag = node.snippet?.match(/^<([\w-]+)/)?.[1] ?? '?';
  const text = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  return text ? `${tag} "${text.length > 32 ? `${text.slice(0, 31)}…` : text}"` : tag;
}

/**
 * When the page's HTML and its render-blocking stylesheets arrived, in ms from the navigation. Under devtools
 * throttling these are the shaped network's times; in a simulated run they are those of the unthrottled load.
 */
function arrivals(lhr, fcp) {
  const requests = requestsOf(lhr);
  const html = requests.find((request) => request.resourceType === 'Document')?.networkEndTime ?? 0;
  const stylesheets = requests
    .filter((request) => request.resourceType === 'Stylesheet' && request.networkRequestTime < fcp)
    .map((request) => request.networkEndTime);
  return { html, css: Math.max(html, ...stylesheets) };
}

/** Main-thread time by kind of work, in ms (under devtools throttling: as slowed down 4 times). */
function mainThread(lhr) {
  const items = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
  const of = (...groups) =>
    items.filter((item) => groups.includes(item.group)).reduce((sum, item) => sum + item.duration, 0);
  const total = items.reduce((sum, item) => sum + item.duration, 0);
  const script = of('scriptEvaluation', 'scriptParseCompile');
  const styleLayout = of('styleLayout');
  return { script, styleLayout, other: total - script - styleLayout };
}

/** The largest layout shift: its score, the element that moved and Lighthouse's guess at the cause. */
function largestShift(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  if (items.length === 0) return '–';
  const shift = items.reduce((largest, item) => (item.score > largest.score ? item : largest));
  const element = shift.node?.selector?.split(' > ').slice(-2).join(' > ') ?? '?';
  const cause = shift.subItems?.items?.[0]?.cause;
  return `${shift.score.toFixed(3)} ${element}${cause ? ` (${cause.toLowerCase()})` : ''}`;
}

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const metric = (id) => lhr.audits[id].numericValue ?? Number.NaN;
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
  const fcp = metric('first-contentful-paint');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpElement: lcpElement(lhr),
    largestShift: largestShift(lhr),
    arrivals: arrivals(lhr, fcp),
    mainThread: mainThread(lhr),
    throttling: lhr.configSettings.throttling,
    failing: [...new Set(failing)],
    runtimeError: lhr.runtimeError?.message,
    lhr,
  };
}

const scriptsOf = (lhr) =>
  requestsOf(lhr)
    .filter((request) => request.resourceType === 'Script')
    .map((request) => request.url);

/**
 * The page's own scripts: one unthrottled load in which the router cannot fetch the pages its links point
 * to (React Server Component requests carry `_rsc`), so the code of those pages is not downloaded ahead.
 */
export async function ownScripts(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    throttlingMethod: 'provided',
    onlyAudits: ['network-requests'],
    blockedUrlPatterns: ['*?_rsc=*', '*&_rsc=*'],
  });
  const scripts = scriptsOf(lhr);
  return { scripts, bytes: await scriptBytes(scripts) };
}

function bestRun(results) {
  return [...results].sort((a, b) => b.performance - a.performance || a.lcp - b.lcp)[0];
}

/**
 * Runs Lighthouse `runs` times on `url` with a throttling method (`devtools`: Chrome shapes the network
 * and slows the CPU 4 times, with the mobile preset's values; `simulate`: an unthrottled load, from which
 * Lighthouse computes what the phone would have seen) and keeps the run with the best performance score.
 * `own` is the page's own scripts (ownScripts): the result tells when the last of them arrived and what
 * the run loaded in all, router prefetches included.
 */
async function audit(chrome, url, method, runs, own) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttlingMethod: method,
    });
    results.push(summarize(lhr));
  }
  const best = bestRun(results);
  const scripts = scriptsOf(best.lhr);
  const ownArrivals = requestsOf(best.lhr)
    .filter((request) => own.scripts.includes(request.url))
    .map((request) => request.networkEndTime);
  return {
    ...best,
    arrivals: { ...best.arrivals, scripts: Math.max(best.arrivals.html, ...ownArrivals) },
    jsBytes: own.bytes,
    jsBytesWithPrefetch: await scriptBytes(scripts),
  };
}

const fileName = (method, pagePath) =>
  `${method}-${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[/?&=]/g, '-')}.json`;

/**
 * Lighthouse per method: the bare page, every page, the bare page again (the machine's speed drifts).
 * Each page's best report is kept in bench/results/lighthouse/, which holds this run's reports only.
 */
export async function measureWithLighthouse(options, pages, siteOrigin, bareOrigin, log) {
  const reports = path.join(resultsDir, 'lighthouse');
  await rm(reports, { recursive: true, force: true });
  await mkdir(reports, { recursive: true });
  const chrome = await launchChromium();
  try {
    log('Lighthouse: the own scripts of each page (router prefetches blocked)');
    const bareOwn = await ownScripts(chrome, `${bareOrigin}/`);
    const own = new Map();
    for (const page of pages) own.set(page.path, await ownScripts(chrome, siteOrigin + page.path));

    const byMethod = {};
    for (const name of options.methods) {
      const method = throttlingMethods[name];
      log(`Lighthouse ${name}, ${options.runs} runs per page: bare page`);
      const bareRuns = [await audit(chrome, `${bareOrigin}/`, method, options.runs, bareOwn)];
      const results = [];
      for (const page of pages) {
        log(`Lighthouse ${name}: ${page.label} ${page.path}`);
        const result = await audit(chrome, siteOrigin + page.path, method, options.runs, own.get(page.path));
        await writeFile(path.join(reports, fileName(name, page.path)), JSON.stringify(result.lhr));
        results.push(result);
      }
      log(`Lighthouse ${name}: bare page again`);
      bareRuns.push(await audit(chrome, `${bareOrigin}/`, method, options.runs, bareOwn));
      byMethod[name] = { bare: bestRun(bareRuns), pages: results };
    }
    return byMethod;
  } finally {
    chrome.kill();
  }
}
