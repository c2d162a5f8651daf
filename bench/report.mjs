/** Markdown tables of the results, each target marked met or missed. */

const kib = (bytes) => bytes / 1024;

const targets = {
  performanceGap: 5,
  jsAboveBareKib: 40,
  staticLoadShare: 0.7,
};

function pageTargets(page, bare) {
  const missed = [];
  if (page.performance < bare.performance - targets.performanceGap) missed.push('performance');
  for (const [key, label] of [
    ['accessibility', 'a11y'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    if (page[key] < 100) missed.push(`${label} (${page.failing.join(', ')})`);
  }
  if (kib(page.jsBytes - bare.jsBytes) > targets.jsAboveBareKib)
    missed.push(`JS +${kib(page.jsBytes - bare.jsBytes).toFixed(1)} KiB`);
  if (page.cls.toFixed(3) !== '0.000') missed.push('CLS');
  return missed.length === 0 ? 'met' : `missed: ${missed.join('; ')}`;
}

export function lighthouseTable(bare, pages) {
  const row = (label, result, verdict) =>
    `| ${label} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${Math.round(result.lcp)} ms | ${Math.round(result.tbt)} ms | ${result.cls.toFixed(3)} | ${kib(result.jsBytes).toFixed(1)} | ${kib(result.jsBytesWithPrefetch).toFixed(1)} | ${verdict} |`;
  return [
    '| Page | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS KiB | JS KiB with prefetch | Targets |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    row('bare Next.js page', bare, 'baseline'),
    ...pages.map(({ label, result, note }) =>
      result
        ? row(label, result, pageTargets(result, bare))
        : `| ${label} | – | – | – | – | – | – | – | – | – | skipped: ${note} |`,
    ),
  ].join('\n');
}

/** Each target beside the bare-page run just before it; the bare row is the mean of those runs. */
export function loadTable(bareRuns, rows) {
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const bare = {
    requestsPerSecond: mean(bareRuns.map((run) => run.requestsPerSecond)),
    p99: Math.round(mean(bareRuns.map((run) => run.p99))),
    statuses: `${bareRuns.length} runs`,
  };
  const line = (label, result, share, verdict) =>
    `| ${label} | ${Math.round(result.requestsPerSecond)} | ${result.p99} ms | ${share} | ${result.statuses} | ${verdict} |`;
  return [
    '| Target | Requests/s | p99 | Share of bare (run before) | Statuses | Targets |',
    '| --- | --: | --: | --: | --- | --- |',
    line('bare Next.js page (mean)', bare, '100 %', 'baseline'),
    ...rows.map(({ label, result, bare: before, note, isStatic }) => {
      if (!result) return `| ${label} | – | – | – | – | skipped: ${note} |`;
      const share = result.requestsPerSecond / before.requestsPerSecond;
      const verdict = isStatic
        ? share >= targets.staticLoadShare
          ? 'met (≥ 70 % of bare)'
          : 'missed (< 70 % of bare)'
        : '';
      return line(label, result, `${Math.round(share * 100)} % of ${Math.round(before.requestsPerSecond)}`, verdict);
    }),
  ].join('\n');
}
