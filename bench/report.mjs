/** The report in Markdown: how it was measured, then the tables, each page and method marked met or with what it missed. */
import { costSection } from './cost.mjs';
import { loadRounds, loadSeconds } from './load.mjs';
import { kib } from './weight.mjs';

const targets = {
  timeRatio: 1.25,
  performanceGap: 3,
  jsAboveBareKib: { content: 25, contact: 45 },
  htmlRawKib: 100,
  htmlCompressedKib: 18,
  throughputShare: 0.9,
};

const targetsText = `Targets, per page and method: LCP and FCP at most ${targets.timeRatio} times the bare page's, performance within ${targets.performanceGap} points of it; CLS 0.00; accessibility, best practices and SEO 100; JavaScript, router prefetches included, at most the bare page's + ${targets.jsAboveBareKib.content} KiB compressed (+ ${targets.jsAboveBareKib.contact} KiB on contact); HTML at most ${targets.htmlRawKib} KiB raw and ${targets.htmlCompressedKib} KiB compressed; throughput at least ${targets.throughputShare} of the bare page padded to the same weight, with no errors.`;

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const cell = (text) => String(text).replaceAll('|', '/');
/** A figure rounded away from its limit (up, or down for a share), so a missed figure never reads as the limit. */
const beyond = (value, decimals, round = Math.ceil) =>
  (round(Number((value * 10 ** decimals).toPrecision(12))) / 10 ** decimals).toFixed(decimals);
const pageLabel = (page) => `${page.label} \`${page.path}\``;

function lighthouseMisses(result, bare, page, html) {
  if (result.runtimeError) return [`error: ${result.runtimeError}`];
  const missed = [];
  for (const key of ['lcp', 'fcp']) {
    const ratio = result[key] / bare[key];
    if (ratio > targets.timeRatio) missed.push(`${key.toUpperCase()} ${beyond(ratio, 2)}×`);
  }
  if (result.performance < bare.performance - targets.performanceGap)
    missed.push(`perf −${bare.performance - result.performance}`);
  if (result.cls.toFixed(2) !== '0.00') missed.push(`CLS ${result.cls.toFixed(2)}`);
  for (const [key, label] of [
    ['accessibility', 'a11y'],
    ['bestPractices', 'BP'],
    ['seo', 'SEO'],
  ])
    if (result[key] < 100) missed.push(`${label} ${result[key]} (${result.failing.join(', ')})`);
  const jsAbove = (result.jsBytesWithPrefetch - bare.jsBytes) / 1024;
  if (jsAbove > targets.jsAboveBareKib[page.contact ? 'contact' : 'content'])
    missed.push(`JS +${beyond(jsAbove, 1)} KiB`);
  if (html.raw / 1024 > targets.htmlRawKib) missed.push(`HTML ${beyond(html.raw / 1024, 1)} KiB`);
  if (html.compressed / 1024 > targets.htmlCompressedKib)
    missed.push(`HTML ${beyond(html.compressed / 1024, 1)} KiB gzip`);
  return missed;
}

const verdict = (missed) => (missed.length === 0 ? 'met' : `missed: ${missed.join('; ')}`);

/**
 * One row per page and throttling method, the bare page first. `weights` maps a path to its HTML size;
 * `byMethod` maps a throttling method to `{ bare, pages }`, the results in the order of `pages`.
 */
function lighthouseTable(byMethod, pages, weights, bareWeight) {
  const row = (label, method, result, html, targetsCell) =>
    `| ${label} | ${method} | ${result.performance} | ${ms(result.fcp)} | ${ms(result.lcp)} | ${ms(result.tbt)} | ${result.cls.toFixed(3)} | ${cell(result.lcpElement)} | ${result.accessibility} · ${result.bestPractices} · ${result.seo} | ${kib(html.raw)} (${kib(html.compressed)}) | ${kib(result.jsBytes)} (${kib(result.jsBytesWithPrefetch)}) | ${cell(targetsCell)} |`;
  const methods = Object.keys(byMethod);
  return [
    '| Page | Throttling | Perf | FCP | LCP | TBT | CLS | LCP element | A11y · BP · SEO | HTML KiB (gzip) | JS KiB (with prefetch) | Targets |',
    '| --- | --- | --: | --: | --: | --: | --: | --- | --- | --: | --: | --- |',
    ...methods.map((method) => row('bare Next.js page', method, byMethod[method].bare, bareWeight, 'baseline')),
    ...pages.flatMap((page, index) =>
      methods.map((method) => {
        const { bare, pages: results } = byMethod[method];
        const html = weights.get(page.path);
        return row(
          pageLabel(page),
          method,
          results[index],
          html,
          verdict(lighthouseMisses(results[index], bare, page, html)),
        );
      }),
    ),
  ].join('\n');
}

/**
 * Where the time to the largest paint goes under devtools throttling, where every figure is observed:
 * until the HTML arrived, then the render-blocking stylesheets, then the first paint, then the largest.
 * The phases add up to the LCP. Main-thread time is the whole run's, as slowed down by the 4× CPU throttling;
 * the largest layout shift names the element that moved and Lighthouse's guess at the cause.
 */
function millisecondsTable(devtools, pages) {
  const row = (label, result) => {
    const { html, css, scripts } = result.arrivals;
    const cssIn = Math.min(css, result.fcp);
    const { script, styleLayout, other } = result.mainThread;
    return `| ${label} | ${ms(html)} | ${ms(cssIn - html)} | ${ms(result.fcp - cssIn)} | ${ms(result.lcp - result.fcp)} | ${ms(result.lcp)} | ${ms(scripts)} | ${ms(script)} · ${ms(styleLayout)} · ${ms(other)} | ${ms(result.tbt)} | ${cell(result.largestShift)} |`;
  };
  return [
    '| Page | HTML in | + stylesheets | + first paint | + largest paint | = LCP | Own scripts in | Main thread: script · style & layout · other | TBT | Largest layout shift |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    row('bare Next.js page', devtools.bare),
    ...pages.map((page, index) => row(pageLabel(page), devtools.pages[index])),
  ].join('\n');
}

const statuses = (result) => cell(result.statuses);

/**
 * Requests per second of each page beside the bare page padded to its weight, so what the page loses to
 * weight (the padded bare page against the unpadded one) and what it loses to per-request work (the page
 * against the padded bare page) read apart.
 */
function throughputTable(bare, rows, contact) {
  const lines = rows.map(({ page, html, padded, result, shares }) => {
    const share = [...shares].sort((a, b) => a - b)[Math.floor(shares.length / 2)];
    const spread = `${Math.min(...shares).toFixed(2)}–${Math.max(...shares).toFixed(2)}`;
    const missed = [];
    if (share < targets.throughputShare) missed.push(`${beyond(share, 2, Math.floor)} of the padded bare page`);
    if (result.failures > 0) missed.push(`${result.failures} errors`);
    return `| ${pageLabel(page)} | ${kib(html.raw)} | ${Math.round(result.requestsPerSecond)} | ${Math.round(padded.result.requestsPerSecond)} at ${kib(padded.bytes)} KiB | ${beyond(share, 2, Math.floor)} (${spread}) | ${result.p99} ms | ${statuses(result)} | ${verdict(missed)} |`;
  });
  return [
    '| Page | HTML KiB | Requests/s | Bare page prerendered, same weight | Share (spread) | p99 | Statuses | Targets |',
    '| --- | --: | --: | --: | --: | --: | --- | --- |',
    `| bare Next.js page, unpadded | ${kib(bare.bytes)} | ${Math.round(bare.result.requestsPerSecond)} | – | – | ${bare.result.p99} ms | ${statuses(bare.result)} | baseline |`,
    ...lines,
    ...(contact
      ? [
          `| contact POST (valid, fake email provider) | – | ${Math.round(contact.requestsPerSecond)} | – | – | ${contact.p99} ms | ${statuses(contact)} | ${contact.failures > 0 ? `missed: ${contact.failures} errors` : 'met (no errors)'} |`,
        ]
      : []),
  ].join('\n');
}

/** The line that shows devtools throttling really shapes the loopback network, which the targets rely on. */
function shapingCheck(byMethod) {
  const devtools = byMethod.devtools?.bare;
  if (!devtools) return '';
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = devtools.throttling;
  const simulated = byMethod.simulated?.bare;
  return [
    `Devtools throttling: ${requestLatencyMs} ms request latency, ${Math.round(downloadThroughputKbps)} kbit/s down, ${Math.round(uploadThroughputKbps)} up, CPU slowed ${cpuSlowdownMultiplier} times (Lighthouse's mobile preset; simulated runs apply the same values through a model).`,
    ` It shapes the loopback network: the bare page's HTML arrived after ${Math.round(devtools.arrivals.html)} ms under it`,
    simulated
      ? ` against ${Math.round(simulated.arrivals.html)} ms in the simulated run's unthrottled load; the bare page's FCP is ${Math.round(devtools.fcp)} ms under devtools throttling and ${Math.round(simulated.fcp)} ms simulated.`
      : '.',
  ].join('');
}

/** The whole report; `byMethod`, `throughput` or `cost` is absent when `--only` skipped its phase. */
export function composeReport({ runs, minutes, machine, pages, weights, bareWeight, byMethod, throughput, cost }) {
  const measured = `Measured on ${new Date().toISOString().slice(0, 10)} in ${minutes} min; ${machine}.`;
  const sections = [
    byMethod || throughput
      ? `Lighthouse 12 (mobile), best of ${runs} runs per page and throttling method; the bare Next.js page best of ${runs * 2}, before and after the pages. HTML: the page's body, raw and (in brackets) gzip-compressed as the server sends it; JS: the gzip-compressed scripts of the page itself and (in brackets) with those the router prefetched for the links in view. Load: autocannon, 10 connections, ${loadSeconds} s, no compression; each page and the bare page prerendered at its weight in turns, ${loadRounds} times: requests per second of the median run, share the median of the rounds' (page / bare) with their spread. ${measured}`
      : measured,
  ];
  if (byMethod) {
    sections.push(shapingCheck(byMethod), lighthouseTable(byMethod, pages, weights, bareWeight));
    if (byMethod.devtools)
      sections.push(
        'Where the milliseconds go, under devtools throttling (every time observed, in ms from the navigation):',
        millisecondsTable(byMethod.devtools, pages),
      );
  }
  if (throughput) sections.push(throughputTable(throughput.bare, throughput.rows, throughput.contact));
  if (byMethod || throughput) sections.push(targetsText);
  if (cost) sections.push(costSection(cost));
  return sections.filter(Boolean).join('\n\n');
}
