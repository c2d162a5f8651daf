/**
 * `npm run bench:dev`: how long `next dev` keeps a developer waiting, beside a bare Next.js page of the same
 * versions in the same run. For each (bare page first, then the site, as `npm run dev` starts it): `next dev`
 * launched with its development cache cleared (.next/dev), the time to the last byte of its first page; each page
 * kind's first visit (its compile and render); then, once the servers are idle, each page reloaded several times in
 * a row, alternating with the bare page's (median, the target, and max, often the first reload after another
 * page); last, both servers restarted with the cache kept, and their first page again. The bare page is a Next app
 * in a folder of its own (bench/servers.mjs), as a developer's fresh app would be (docs/measurements.md#next-dev). It
 * reports and never fails on a missed target; it exits non-zero only when it could not measure.
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { notFoundKind, pageKinds } from './pages.mjs';
import { bareApp, dev, ports, resultsDir, root } from './servers.mjs';

const usage = `Options:
  --reloads=N       reloads of each page per run (default 5)
  --runs=N          cold starts of both servers, each with its page visits and reloads (default 1)
  --pages=home,blog page kinds, each in both languages (${[...pageKinds, notFoundKind].map((kind) => kind.key).join(', ')})`;

const RELOAD_TARGET_MS = 500;
const FIRST_ANSWER_TARGET_RATIO = 2;

const kinds = [...pageKinds, notFoundKind];
/** The site runs as `npm run dev` runs it (its options after `next dev`); the bare page with Next's defaults. */
const siteDevOptions = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.dev.split(' ')
  .slice(2);
const barePages = [
  { label: 'bare page', path: '/', statuses: [200] },
  { label: 'bare page, second route', path: '/padded/8000', statuses: [200] },
];

const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
const logFile = path.join(resultsDir, `dev-${stamp}.log`);
const log = (message) => {
  const line = `[bench:dev ${new Date().toISOString().slice(11, 19)}] ${message}`;
  console.log(line);
  appendFileSync(logFile, `${line}\n`);
};
const machineLoad = () => os.loadavg()[0].toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function parseOptions(args) {
  const known = ['--reloads=', '--runs=', '--pages='];
  const unknown = args.filter((arg) => !known.some((option) => arg.startsWith(option)));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(' ')}\n${usage}`);
  const value = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const count = (name, fallback) => {
    const number = Number(value(name) ?? fallback);
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} takes a whole number from 1\n${usage}`);
    return number;
  };
  const keys = value('pages')?.split(',').filter(Boolean) ?? kinds.map((kind) => kind.key);
  const wrong = keys.filter((key) => !kinds.some((kind) => kind.key === key));
  if (wrong.length > 0) throw new Error(`--pages: unknown ${wrong.join(', ')}\n${usage}`);
  // The home page comes first whatever the order asked: it is the page a developer opens first.
  const chosen = kinds.filter((kind) => keys.includes(kind.key) || kind.key === 'home');
  const pages = chosen.flatMap((kind) =>
    Object.entries(kind.paths).map(([language, pagePath]) => ({
      label: `${kind.label} (${language.toUpperCase()})`,
      path: pagePath,
      // In development the not-found page streams its 404 inside a Suspense boundary after the headers are sent, so
      // it answers 200 there (docs/architecture.md#not-found-pages); a production build stores the 404.
      statuses: kind === notFoundKind ? [200, 404] : [200],
    })),
  );
  return { reloads: count('reloads', 5), runs: count('runs', 1), pages };
}

/**
 * A GET of a page's HTML; resolves at the last byte of the body. No timeout: a cold compile is long. No
 * Accept-Language, so the home path answers its default language without a redirect.
 */
function timedGet(url) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: { accept: 'text/html' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** One page's answer: its time and the CPU time the server's processes spent meanwhile (steadier on a busy machine). */
async function visit(server, page) {
  const cpuBefore = groupCpuSeconds(server.group);
  const { status, ms } = await timedGet(server.origin + page.path);
  if (!page.statuses.includes(status))
    throw new Error(`${page.path} answered ${status} instead of ${page.statuses.join(' or ')}: update bench/dev.mjs`);
  return { ms, cpu: groupCpuSeconds(server.group) - cpuBefore };
}

/** A running `next dev` of this folder would lose its cache under it: the bench refuses to start beside one. */
function runningDevServer(dir) {
  let info;
  try {
    info = JSON.parse(readFileSync(path.join(dir, '.next', 'dev', 'lock'), 'utf8'));
  } catch {
    return undefined;
  }
  try {
    process.kill(info.pid, 0);
    return info;
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by a process group (Linux; elsewhere always 0, so the servers count as idle at once). */
function groupCpuSeconds(group) {
  if (process.platform !== 'linux') return 0;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command's closing parenthesis: state, ppid, pgrp, … utime (14th field), stime, then cutime and
    // cstime, the time of its children that have exited (Next's short-lived workers).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group) ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  }
  return ticks / 100;
}

/**
 * Waits until the servers use under 5% of a core for three seconds in a row (at most three minutes): after its
 * compiles, Turbopack writes its cache in the background, which a reload would otherwise share the machine with.
 */
async function settle(servers) {
  const started = performance.now();
  const used = () => servers.reduce((sum, server) => sum + groupCpuSeconds(server.group), 0);
  let last = used();
  let quietSeconds = 0;
  while (quietSeconds < 3 && performance.now() - started < 180_000) {
    await sleep(1000);
    const now = used();
    quietSeconds = now - last < 0.05 ? quietSeconds + 1 : 0;
    last = now;
  }
  return performance.now() - started;
}

/**
 * `next dev` launched, then its first page: the launch-to-last-byte time, within it the time to listen, and the CPU
 * time all of the server's processes used by then.
 */
async function firstAnswer(dir, port, page, logName) {
  const server = await dev(dir, port, dir === root ? siteDevOptions : [], logName);
  const listening = performance.now() - server.launchedAt;
  await visit(server, page).catch(async (error) => {
    await server.stop();
    throw error;
  });
  return { server, listening, ms: performance.now() - server.launchedAt, cpu: groupCpuSeconds(server.group) };
}

async function measureRun(options, run) {
  const result = { loadAtStart: machineLoad() };
  const started = [];
  try {
    log(`run ${run}: a fresh bare app, and the site's .next/dev cleared (machine load ${result.loadAtStart})`);
    const bareDir = bareApp();
    await rm(path.join(root, '.next', 'dev'), { recursive: true, force: true });

    const bare = await firstAnswer(bareDir, ports.bare, barePages[0], 'dev-bare.log');
    started.push(bare.server);
    log(`bare page: first answer ${seconds(bare.ms)}, ${bare.cpu.toFixed(1)} s of CPU`);
    const bareFirstVisits = [bare, await visit(bare.server, barePages[1])];

    const site = await firstAnswer(root, ports.site, options.pages[0], 'dev-site.log');
    started.push(site.server);
    log(`site: first answer ${seconds(site.ms)}, ${site.cpu.toFixed(1)} s of CPU`);
    const siteFirstVisits = [site];
    for (const page of options.pages.slice(1)) {
      const first = await visit(site.server, page);
      log(`site: first visit of ${page.path} ${seconds(first.ms)}, ${first.cpu.toFixed(1)} s of CPU`);
      siteFirstVisits.push(first);
    }

    const settled = await settle([bare.server, site.server]);
    log(`servers idle after ${seconds(settled)}; reloading (machine load ${machineLoad()})`);
    const bareReloads = barePages.map(() => []);
    const siteReloads = options.pages.map(() => []);
    // A page reloaded several times in a row, as a developer does after each edit; each reload alternates with the
    // bare page's, so that a burst of load elsewhere on the machine slows both. The first reload of a page follows
    // another page, the rest follow itself.
    for (const [index, page] of options.pages.entries()) {
      for (let reload = 0; reload < options.reloads; reload += 1) {
        const barePage = (index + reload) % barePages.length;
        bareReloads[barePage].push(await visit(bare.server, barePages[barePage]));
        siteReloads[index].push(await visit(site.server, page));
      }
    }
    const loadAtEnd = machineLoad();

    await Promise.all(started.splice(0).map((server) => server.stop()));
    log('restarting both with their cache kept');
    const bareRestart = await firstAnswer(bareDir, ports.bare, barePages[0], 'dev-bare-restart.log');
    await bareRestart.server.stop();
    const siteRestart = await firstAnswer(root, ports.site, options.pages[0], 'dev-site-restart.log');
    started.push(siteRestart.server);

    const pages = (list, firstVisits, reloads) =>
      list.map((page, index) => ({ ...page, first: firstVisits[index], reloads: reloads[index] }));
    return {
      ...result,
      loadAtEnd,
      settled,
      first: { bare, site },
      restart: { bare: bareRestart, site: siteRestart },
      bare: pages(barePages, bareFirstVisits, bareReloads),
      site: pages(options.pages, siteFirstVisits, siteReloads),
    };
  } finally {
    await Promise.all(started.map((server) => server.stop()));
  }
}

const cell = ({ ms, cpu }) => `${seconds(ms)} (${cpu.toFixed(1)})`;

function compose(runs, options) {
  const ratio = (site, bare) => `${(site / bare).toFixed(2)}×`;
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  const lines = [
    '# next dev: the site beside a bare Next.js page',
    '',
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${options.reloads} reloads of each page per ` +
      "run. First answer: from `next dev`'s launch to the last byte of the first page (the site's home page, the " +
      "bare page's only page), with .next/dev cleared, then again on a restart that keeps it. First visit: a page's " +
      'compile and render; reload: its HTML again once the servers are idle, several times in a row. In brackets: CPU seconds the server ' +
      'spent meanwhile, all of its processes and threads, steadier than wall time on a busy machine.',
  ];
  for (const [index, run] of runs.entries()) {
    const { first, restart } = run;
    lines.push(
      '',
      `## Run ${index + 1} of ${runs.length}: machine load (1-minute average) ${run.loadAtStart} at the start, ` +
        `${run.loadAtEnd} after the reloads; servers idle ${seconds(run.settled)} after the last first visit`,
      '',
      '| first answer | bare page | site | site / bare | CPU site / bare | target (≤ 2×) |',
      '| --- | --- | --- | --- | --- | --- |',
      `| cleared .next/dev | ${cell(first.bare)} | ${cell(first.site)} | ${ratio(first.site.ms, first.bare.ms)} | ${ratio(first.site.cpu, first.bare.cpu)} | ${verdict(first.site.ms <= FIRST_ANSWER_TARGET_RATIO * first.bare.ms)} |`,
      `| restart, cache kept | ${cell(restart.bare)} | ${cell(restart.site)} | ${ratio(restart.site.ms, restart.bare.ms)} | ${ratio(restart.site.cpu, restart.bare.cpu)} | |`,
      `| of which listening | ${seconds(first.bare.listening)} | ${seconds(first.site.listening)} | | | |`,
      '',
      '| page | path | first visit | reload median | reload max | target (median ≤ 0.5 s) |',
      '| --- | --- | --- | --- | --- | --- |',
      ...[...run.bare, ...run.site].map((page) => {
        const slowest = page.reloads.reduce((worst, reload) => (reload.ms > worst.ms ? reload : worst));
        const middle = {
          ms: median(page.reloads.map((reload) => reload.ms)),
          cpu: median(page.reloads.map((reload) => reload.cpu)),
        };
        const target = run.site.includes(page) ? verdict(middle.ms <= RELOAD_TARGET_MS) : '';
        return `| ${page.label} | ${page.path} | ${cell(page.first)} | ${cell(middle)} | ${cell(slowest)} | ${target} |`;
      }),
    );
  }
  return lines.join('\n');
}

async function main() {
  if (process.argv.includes('--help')) return console.log(usage);
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`[bench:dev] ${error.message}`);
    process.exitCode = 2;
    return;
  }
  const running = runningDevServer(root);
  if (running) {
    console.error(
      `[bench:dev] next dev already runs here (pid ${running.pid}): stop it first, the bench clears .next/dev`,
    );
    process.exitCode = 2;
    return;
  }
  await mkdir(resultsDir, { recursive: true });
  log(
    `node bench/dev.mjs ${process.argv.slice(2).join(' ')} (machine load ${machineLoad()} on ${os.cpus().length} cores)`,
  );
  const runs = [];
  for (let run = 1; run <= options.runs; run += 1) runs.push(await measureRun(options, run));
  const report = compose(runs, options);
  console.log(`\n${report}\n`);
  await writeFile(path.join(resultsDir, `dev-${stamp}.md`), `${report}\n`);
  await writeFile(path.join(resultsDir, 'dev-latest.md'), `${report}\n`);
  log(`written to bench/results/dev-latest.md and dev-${stamp}.md`);
}

main().then(
  () => process.exit(),
  (error) => {
    console.error(`[bench:dev] could not measure: ${error.stack ?? error}`);
    process.exit(1);
  },
);
