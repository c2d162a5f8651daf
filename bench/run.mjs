/**
 * `npm run bench`: the site against a bare Next.js page of the same versions, on this machine.
 * Lighthouse (mobile) twice per page, best run kept, then autocannon load figures. It reports and
 * never fails on a missed target; it exits non-zero only when it could not measure.
 * Options: --skip-build (reuse both .next folders), --runs=N (Lighthouse runs per page, default 2).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { audit, bestRun, launchChromium } from './lighthouse.mjs';
import { loadContact, loadGet, loadSeconds } from './load.mjs';
import { lighthouseTable, loadTable } from './report.mjs';
import { build, resultsDir, root, start } from './servers.mjs';

const ports = { site: 3145, provider: 3146, bare: 3147 };
const bareDir = path.join(root, 'bench', 'bare');
const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 2);

/** Eight pages across both languages and page types. */
const lighthousePages = [
  ['home (EN)', '/'],
  ['home (FR)', '/fr'],
  ['services (EN)', '/services'],
  ['city: Lyon (FR)', '/fr/developpeur-web/lyon'],
  ['article (EN)', '/blog/core-web-vitals-guide'],
  ['contact (EN)', '/contact'],
  ['portfolio (FR)', '/fr/portfolio'],
  ['landing page (FR)', '/fr/developpeur-web-france'],
];

const loadPages = [
  ['static page: /services', '/services', true],
  ['home page (through the proxy): /', '/', false],
  ['city page: /web-developer/paris', '/web-developer/paris', false],
  ['article: /blog/core-web-vitals-guide', '/blog/core-web-vitals-guide', false],
];

// Analytics ids are set as in production: their loaders are part of the page weight, though none runs before consent.
const siteBuildEnv = {
  NEXT_PUBLIC_APP_ENV: 'production',
  NEXT_PUBLIC_GTM_ID: 'GTM-BENCH1',
  NEXT_PUBLIC_GA_ID: 'G-BENCH1',
  NEXT_PUBLIC_META_PIXEL_ID: '1234567890',
  NEXT_PUBLIC_CLARITY_ID: 'benchclarity',
};
const siteRunEnv = {
  ...siteBuildEnv,
  RESEND_API_KEY: 're_bench_fake_key',
  RESEND_BASE_URL: `http://127.0.0.1:${ports.provider}`,
  CONTACT_TO_EMAIL: 'owner@example.test',
  CONTACT_FROM_EMAIL: 'Website <website@example.test>',
};

const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function missing(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status === 404 ? `${new URL(url).pathname} answers 404 on this branch` : undefined;
}

async function main() {
  const started = Date.now();
  const cleanups = [];
  try {
    if (!skipBuild) {
      log('building the site');
      await build(root, siteBuildEnv, 'build-site.log');
      log('building the bare Next.js page');
      await build(bareDir, {}, 'build-bare.log');
    }
    const { startFakeResend } = await tsImport('../tests/e2e/fake-resend.ts', import.meta.url);
    const provider = await startFakeResend(ports.provider);
    cleanups.push(() => provider.close());
    const site = await start(root, ports.site, siteRunEnv, 'server-site.log');
    cleanups.push(site.stop);
    const bare = await start(bareDir, ports.bare, {}, 'server-bare.log');
    cleanups.push(bare.stop);

    // The machine is shared, so its speed drifts: the bare page is measured before and after the site's
    // pages in Lighthouse, and right before each of the site's targets under load.
    const chrome = await launchChromium();
    cleanups.push(() => chrome.kill());
    log(`Lighthouse, ${runs} runs per page: bare page`);
    const bareRuns = [await audit(chrome, `${bare.origin}/`, runs)];
    const pages = [];
    for (const [label, pagePath] of lighthousePages) {
      const url = site.origin + pagePath;
      const note = await missing(url);
      log(`Lighthouse: ${label}${note ? ` skipped (${note})` : ''}`);
      const result = note ? undefined : await audit(chrome, url, runs);
      if (result)
        await writeFile(
          path.join(
            resultsDir,
            `lighthouse-${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-')}.json`,
          ),
          JSON.stringify(result.lhr),
        );
      pages.push({ label: `${label} \`${pagePath}\``, note, result });
    }
    log('Lighthouse: bare page again');
    bareRuns.push(await audit(chrome, `${bare.origin}/`, runs));
    const bareResult = bestRun(bareRuns);
    chrome.kill();

    const loads = [];
    const bareLoads = [];
    const measure = async (label, isStatic, target) => {
      log(`load: bare page, then ${label}`);
      const bareLoad = await loadGet(`${bare.origin}/`);
      bareLoads.push(bareLoad);
      loads.push({ label, isStatic, bare: bareLoad, result: await target() });
    };
    for (const [label, pagePath, isStatic] of loadPages) {
      const url = site.origin + pagePath;
      const note = await missing(url);
      if (note) {
        log(`load: ${label} skipped (${note})`);
        loads.push({ label, note });
      } else await measure(label, isStatic, () => loadGet(url));
    }
    await measure('contact POST (valid, fake provider)', false, () => loadContact(site.origin));

    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    const report = [
      `Lighthouse 12, mobile emulation, best of ${runs} runs (bare page: best of ${runs * 2}, before and after); JS: gzip-compressed scripts of the page itself, then with those the router prefetched for the links in view; load: autocannon, 10 connections, ${loadSeconds} s, no compression, each target right after a bare-page run; measured on ${new Date().toISOString().slice(0, 10)} in ${minutes} min.`,
      '',
      lighthouseTable(bareResult, pages),
      '',
      loadTable(bareLoads, loads),
      '',
      'Targets: performance within 5 of the bare page; accessibility, best practices and SEO 100; JS at most 40 KiB above the bare page; CLS 0; a static page at 70 % or more of the bare page’s requests/s.',
    ].join('\n');
    console.log(`\n${report}\n`);
    await writeFile(path.join(resultsDir, 'latest.md'), `${report}\n`);
    log('written to bench/results/latest.md');
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
  () => process.exit(0),
  (error) => {
    console.error(`[bench] could not measure: ${error.stack ?? error}`);
    process.exit(1);
  },
);
