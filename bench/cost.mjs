/**
 * What one URL costs the server, against a prerendered page in the same run (docs/measurements.md#what-a-client-can-vary): the URLs a visitor
 * (or an attacker) can vary without end, each request a new value so that no cache can help, and a visitor's
 * latency on a prerendered page while one client hammers the search with 10 connections.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { figures, fastest, loadRounds, loadSeconds } from './load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

const costTargets = { share: 1 / 3, visitorP99Ms: 100 };

const baseline = { label: 'prerendered page', path: '/services', status: 200 };

/** Each request of a row asks for a value never asked before (`{n}`). */
const costRows = [
  { label: 'search', path: '/blog?search=bench{n}', status: 200 },
  { label: 'search (French)', path: '/fr/blog?search=r%C3%A9f%C3%A9rencement{n}', status: 200 },
  { label: 'unknown tag', path: '/blog?tag=no-such-tag-{n}', status: 200 },
  { label: 'unknown category', path: '/fr/blog?category=pas-de-categorie-{n}', status: 200 },
  { label: 'unknown article', path: '/blog/no-such-article-{n}', status: 404 },
  // The success pages read their query: every value a client sends must cost what the prerendered page costs.
  { label: 'success', path: '/success?type=bench{n}', status: 200 },
  { label: 'success (chat, French)', path: '/fr/success?type=whatsapp&n={n}', status: 200 },
  { label: 'email success', path: '/contact/email-success?confirmation=bench{n}', status: 200 },
  { label: 'email success (received)', path: '/contact/email-success?request=received&n={n}', status: 200 },
  { label: 'chat success', path: '/contact/whatsapp-success?n={n}', status: 200 },
];

/** The hammering client: search requests with a new term each, as bench/hammer.mjs sends them. */
const hammerPath = costRows[0].path;

/** autocannon on `template`, each request with the next value of `{n}`. */
function load(origin, template, { connections = 10, duration = loadSeconds } = {}) {
  let count = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration,
        requests: [{ setupRequest: (request) => ({ ...request, path: template.replace('{n}', String(count++)) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(figures(result))),
    );
  });
}

/**
 * One client hammering `target` for `seconds`, from a process of its own so that it never slows the measuring
 * one: `running` resolves once its first answer is in, `done` with its figures.
 */
function hammer(origin, target, seconds) {
  const child = spawn(process.execPath, [path.join(here, 'hammer.mjs'), origin, target, String(seconds)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let started;
  const running = new Promise((resolve) => (started = resolve));
  child.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.startsWith('running\n')) started();
  });
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      started();
      if (code !== 0) return reject(new Error(`bench/hammer.mjs exited with ${code}`));
      resolve(JSON.parse(output.replace(/^running\n/, '')));
    });
  });
  return { running, done };
}

export async function measureCost(origin, log) {
  for (let warm = 0; warm < 20; warm++) await (await fetch(origin + baseline.path)).arrayBuffer();
  const baselineRuns = [];
  const rows = [];
  for (const row of costRows) {
    log(`cost: ${row.label} ${row.path}, in turns with ${baseline.path}`);
    const runs = [];
    for (let round = 0; round < loadRounds; round++) {
      baselineRuns.push(await load(origin, baseline.path));
      runs.push(await load(origin, row.path));
    }
    rows.push({ ...row, result: fastest(runs) });
  }
  log(`cost: a visitor on ${baseline.path}, alone, then while one client hammers ${hammerPath}, then ${baseline.path}`);
  const alone = await load(origin, baseline.path, { connections: 1 });
  const underLoad = await visitWhileHammered(origin, hammerPath);
  const underStaticLoad = await visitWhileHammered(origin, baseline.path);
  return {
    baseline: { ...baseline, result: fastest(baselineRuns) },
    rows,
    visitor: { alone, underLoad, underStaticLoad },
  };
}

/** A visitor's figures on the prerendered page while one client hammers `target` with 10 connections. */
async function visitWhileHammered(origin, target) {
  const hammering = hammer(origin, target, loadSeconds + 2);
  await hammering.running;
  const visit = await load(origin, baseline.path, { connections: 1 });
  return { ...visit, target, hammer: await hammering.done };
}

const unexpected = (result, status) =>
  Object.entries(result.codes)
    .filter(([code]) => Number(code) !== status)
    .reduce((sum, [, count]) => sum + count, result.errors + result.timeouts);

/** The report's section: each URL beside the prerendered page, then the visitor under load. */
export function costSection({ baseline: base, rows, visitor }) {
  const line = (label, pathText, result, status, targets) =>
    `| ${label} \`${pathText}\` | ${Math.round(result.requestsPerSecond)} | ${(result.requestsPerSecond / base.result.requestsPerSecond).toFixed(2)} | ${result.p99} ms | ${result.statuses.replaceAll('|', '/')} | ${targets} |`;
  const verdictFor = ({ result, status }) => {
    const missed = [];
    const share = result.requestsPerSecond / base.result.requestsPerSecond;
    if (share < costTargets.share) missed.push(`${share.toFixed(2)} of the prerendered page`);
    const wrong = unexpected(result, status);
    if (wrong > 0) missed.push(`${wrong} answers other than ${status}`);
    return missed.length ? `missed: ${missed.join('; ')}` : 'met';
  };
  const visitorMissed = visitor.underLoad.p99 >= costTargets.visitorP99Ms;
  const visitorLine = (visit, target) =>
    `| while one client hammers \`${visit.target}\` (${Math.round(visit.hammer.requestsPerSecond)} req/s, p99 ${visit.hammer.p99} ms, ${visit.hammer.statuses}) | ${Math.round(visit.requestsPerSecond)} | ${visit.p50} ms | ${visit.p99} ms | ${visit.statuses} | ${target} |`;
  return [
    `What one URL costs: autocannon, 10 connections, ${loadSeconds} s, each request with a value never asked before (\`{n}\`), in turns with the prerendered page, ${loadRounds} times, the faster run of each kept. Targets: each at least ${costTargets.share.toFixed(2)} of the prerendered page's requests per second, with its expected status; a visitor's p99 on ${base.path} under ${costTargets.visitorP99Ms} ms while one client (its own process) hammers the search with 10 connections.`,
    [
      '| URL | Requests/s | Share | p99 | Statuses | Targets |',
      '| --- | --: | --: | --: | --- | --- |',
      line(base.label, base.path, base.result, base.status, 'baseline'),
      ...rows.map((row) => line(row.label, row.path, row.result, row.status, verdictFor(row))),
    ].join('\n'),
    [
      '| A visitor on `/services` (1 connection) | Requests/s | p50 | p99 | Statuses | Target |',
      '| --- | --: | --: | --: | --- | --- |',
      `| alone | ${Math.round(visitor.alone.requestsPerSecond)} | ${visitor.alone.p50} ms | ${visitor.alone.p99} ms | ${visitor.alone.statuses} | – |`,
      visitorLine(visitor.underLoad, visitorMissed ? `missed: p99 ${visitor.underLoad.p99} ms` : 'met'),
      // The same client on the prerendered page itself: what no design of the search can do better than.
      visitorLine(visitor.underStaticLoad, 'control'),
    ].join('\n'),
  ].join('\n\n');
}
