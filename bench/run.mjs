/**
 * `npm run bench`: the site against a bare Next.js page of the same versions, on this machine, as a phone
 * on a real network meets it. Lighthouse (mobile) under devtools and simulated throttling, best of 2 runs
 * per page; the pages' HTML and JavaScript bytes; then autocannon load figures beside the bare page padded
 * to each page's weight. It reports and never fails on a missed target; it exits non-zero only when it
 * could not measure. `npm run bench -- --help` lists the options (bench/options.mjs).
 */
import { appendFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { measureCost } from './cost.mjs';
import { measureWithLighthouse } from './lighthouse.mjs';
import { measureThroughput } from './load.mjs';
import { parseOptions, usage } from './options.mjs';
import { pagesToMeasure } from './pages.mjs';
import { composeReport } from './report.mjs';
import { bareApp, build, ports, resultsDir, root, siteBuildEnv, siteRunEnv, start } from './servers.mjs';
import { bodySize } from './weight.mjs';

const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
const logFile = path.join(resultsDir, `${stamp}.log`);
const log = (message) => {
  const line = `[bench ${new Date().toISOString().slice(11, 19)}] ${message}`;
  console.log(line);
  appendFileSync(logFile, `${line}\n`);
};
const machineLoad = () => os.loadavg()[0].toFixed(1);

/** The HTML of every page, which also proves each path still exists before minutes of runs. */
async function weigh(origin, pages) {
  const weights = new Map();
  for (const { path: pagePath } of pages) {
    const size = await bodySize(origin + pagePath);
    if (size.status !== 200) throw new Error(`${pagePath} answers ${size.status}: update bench/pages.mjs`);
    weights.set(pagePath, size);
  }
  return weights;
}

async function main() {
  if (process.argv.includes('--help')) return console.log(usage);
  let options;
  try {
    options = await parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`[bench] ${error.message}`);
    process.exitCode = 2;
    return;
  }
  const pages = pagesToMeasure(options.kinds, options.variants);
  await mkdir(resultsDir, { recursive: true });
  const started = Date.now();
  const loadAtStart = machineLoad();
  log(
    `node bench/run.mjs ${process.argv.slice(2).join(' ')} (machine load ${loadAtStart} on ${os.cpus().length} cores)`,
  );
  const cleanups = [];
  // The bare page is the yardstick of Lighthouse and of the pages' throughput; the cost runs compare the site with itself.
  const withBarePage = options.lighthouse || options.load;
  try {
    if (!options.skipBuild) {
      log('building the site');
      await build(root, siteBuildEnv, 'build-site.log');
    }
    const { startFakeResend } = await tsImport('../tests/e2e/fake-resend.ts', import.meta.url);
    const provider = await startFakeResend(ports.provider);
    cleanups.push(() => provider.close());
    const site = await start(root, ports.site, siteRunEnv, 'server-site.log');
    cleanups.push(site.stop);
    let bare;
    const weights = withBarePage ? await weigh(site.origin, pages) : undefined;
    if (withBarePage) {
      // Built each time, with the pages' weights to prerender its padded page at (bench/bare/app/padded/).
      log('building the bare Next.js page');
      const bareDir = bareApp();
      const sizes = [...new Set([...weights.values()].map((size) => size.raw))].join(',');
      await build(bareDir, { BENCH_BARE_WEIGHTS: sizes }, 'build-bare.log');
      bare = await start(bareDir, ports.bare, {}, 'server-bare.log');
      cleanups.push(bare.stop);
    }
    const bareWeight = bare ? await bodySize(`${bare.origin}/`) : undefined;
    const byMethod = options.lighthouse
      ? await measureWithLighthouse(options, pages, site.origin, bare.origin, log)
      : undefined;
    const throughput = options.load
      ? await measureThroughput(pages, weights, site.origin, bare.origin, log)
      : undefined;
    const cost = options.cost ? await measureCost(site.origin, log) : undefined;

    const report = composeReport({
      runs: options.runs,
      minutes: ((Date.now() - started) / 60_000).toFixed(1),
      machine: `machine load (1-minute average) ${loadAtStart} at the start and ${machineLoad()} at the end, on ${os.cpus().length} cores`,
      pages,
      weights,
      bareWeight,
      byMethod,
      throughput,
      cost,
    });
    console.log(`\n${report}\n`);
    await writeFile(path.join(resultsDir, `${stamp}.md`), `${report}\n`);
    await writeFile(path.join(resultsDir, 'latest.md'), `${report}\n`);
    log(`written to bench/results/latest.md and ${stamp}.md`);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`[bench] cleanup: ${error.message}`);
      }
    }
  }
}

main().then(
  () => process.exit(),
  (error) => {
    console.error(`[bench] could not measure: ${error.stack ?? error}`);
    process.exit(1);
  },
);
