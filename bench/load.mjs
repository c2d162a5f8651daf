import autocannon from 'autocannon';
import { bodySize, kib } from './weight.mjs';

const connections = 10;
export const loadSeconds = 6;
export const loadRounds = 3;

/** What the report keeps of an autocannon result. */
export function figures(result) {
  const codes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  const statuses = Object.entries(codes)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    codes,
    errors: result.errors,
    timeouts: result.timeouts,
    failures: result.non2xx + result.errors + result.timeouts,
    statuses: [
      statuses,
      result.errors ? `errors×${result.errors}` : '',
      result.timeouts ? `timeouts×${result.timeouts}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: loadSeconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(figures(result)),
    );
  });
}

/** GETs one URL for a few seconds over 10 connections, after a short warm-up. */
async function loadGet(url) {
  for (let warm = 0; warm < 20; warm++) await (await fetch(url)).arrayBuffer();
  return run({ url });
}

/**
 * POSTs valid contact requests. The route allows 5 per client in 15 minutes, keyed on the first
 * X-Forwarded-For address, so each request claims its own address (in 198.18.0.0/15, the range kept
 * for benchmarks); the text varies too, so each is a new message for the provider (its idempotency
 * key is a hash of the content).
 */
async function loadContact(origin) {
  let count = 0;
  const payload = (n) => ({
    projectType: 'website',
    budget: '2200-5000',
    heardFrom: 'search-engine',
    firstName: 'Bench',
    lastName: 'Visitor',
    email: `bench-${n}@example.test`,
    deadlineWeeks: 6,
    message: `Load test message number ${n}: a showcase website for a bakery.`,
    method: 'email',
    website: '',
  });
  return run({
    url: `${origin}/api/contact`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          count++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `198.${18 + ((count >> 16) & 1)}.${(count >> 8) & 255}.${count & 255}`,
            },
            body: JSON.stringify(payload(count)),
          };
        },
      },
    ],
  });
}

/** The faster of several runs (other work on the machine only ever slows a run down); every run's errors count. */
export function fastest(runs) {
  const best = runs.reduce((faster, run) => (run.requestsPerSecond > faster.requestsPerSecond ? run : faster));
  return { ...best, failures: runs.reduce((sum, run) => sum + run.failures, 0) };
}

/** The run of the median requests per second; every run's errors count. */
function median(runs) {
  const middle = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)];
  return { ...middle, failures: runs.reduce((sum, run) => sum + run.failures, 0) };
}

/**
 * autocannon on each page and on the bare page prerendered at its weight, in turns, `loadRounds` times: each round's
 * share (page / bare) is a pair measured seconds apart, so the machine's drift slows both; the report gives the
 * median share and its spread. The unpadded bare page runs first and last; then the contact POST.
 */
export async function measureThroughput(pages, weights, siteOrigin, bareOrigin, log) {
  const bareUrl = `${bareOrigin}/`;
  log('load: bare page');
  const bareRuns = [await loadGet(bareUrl)];
  const rows = [];
  for (const page of pages.filter((candidate) => !candidate.variant)) {
    const html = weights.get(page.path);
    const padded = { url: `${bareOrigin}/padded/${html.raw}` };
    padded.bytes = (await bodySize(padded.url)).raw;
    log(`load: bare page prerendered at ${kib(padded.bytes)} KiB and ${page.label} ${page.path}, in turns`);
    const paddedRuns = [];
    const pageRuns = [];
    for (let round = 0; round < loadRounds; round++) {
      paddedRuns.push(await loadGet(padded.url));
      pageRuns.push(await loadGet(siteOrigin + page.path));
    }
    const shares = pageRuns.map((run, round) => run.requestsPerSecond / paddedRuns[round].requestsPerSecond);
    rows.push({ page, html, padded: { ...padded, result: median(paddedRuns) }, result: median(pageRuns), shares });
  }
  log('load: contact POST, then the bare page again');
  const contact = await loadContact(siteOrigin);
  bareRuns.push(await loadGet(bareUrl));
  return { bare: { bytes: (await bodySize(bareUrl)).raw, result: fastest(bareRuns) }, rows, contact };
}
