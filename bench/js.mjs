/**
 * `npm run bench:js`: where each page's JavaScript goes, beside the bare Next.js page. Builds the site as
 * `npm run bench` does but with source maps (BENCH_SOURCE_MAPS=1), loads each page once in Chromium with the
 * router's prefetches blocked (the scripts `npm run bench` counts as the page's own), and splits every script's
 * gzip-compressed bytes among the sources it holds: React, Next.js's router and runtime, Turbopack's runtime,
 * and the site's own code by folder. It only reports. `--skip-build` reuses the last build (it must have maps).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium, ownScripts } from './lighthouse.mjs';
import { pageKinds } from './pages.mjs';
import { bareApp, build, ports, resultsDir, root, siteBuildEnv, siteRunEnv, start } from './servers.mjs';
import { bodySize, kib } from './weight.mjs';

/** The group a source of the bundle belongs to: a framework part, a package, or a folder of the site. */
function groupOf(source) {
  const file = source.replace(/^turbopack:\/\/\/\[project\]\//, '');
  if (file.startsWith('turbopack:///[turbopack]')) return 'Turbopack runtime';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/.exec(file);
  if (!inPackage) {
    const folders = file.split('/');
    return folders.length > 2 ? folders.slice(0, 2).join('/') : folders[0];
  }
  const [, name, rest] = inPackage;
  if (name !== 'next') return name;
  if (/compiled\/react-dom\//.test(rest)) return 'React DOM';
  if (/compiled\/(react|scheduler)\//.test(rest)) return 'React';
  if (/compiled\/react-server-dom/.test(rest)) return 'React Server Components client';
  return 'Next.js router and runtime';
}

/** One script's compressed bytes, shared among its sources in proportion to the generated code each produced. */
async function attribute(chunkFile, compressed) {
  const code = await readFile(chunkFile, 'utf8');
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (!mapName) return new Map([['(no source map)', compressed]]);
  const consumer = new SourceMapConsumer(
    JSON.parse(await readFile(path.join(path.dirname(chunkFile), mapName), 'utf8')),
  );
  const lines = code.split('\n');
  const generated = new Map();
  let previous;
  const credit = (mapping, end) => {
    const group = mapping.source ? groupOf(mapping.source) : '(unmapped)';
    generated.set(group, (generated.get(group) ?? 0) + end - mapping.generatedColumn);
  };
  consumer.eachMapping(
    (mapping) => {
      if (previous)
        credit(
          previous,
          previous.generatedLine === mapping.generatedLine
            ? mapping.generatedColumn
            : lines[previous.generatedLine - 1].length,
        );
      previous = mapping;
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  if (previous) credit(previous, lines[previous.generatedLine - 1].length);
  const total = [...generated.values()].reduce((sum, bytes) => sum + bytes, 0);
  return new Map([...generated].map(([group, bytes]) => [group, (compressed * bytes) / total]));
}

/** A page's own scripts, compressed as the server sends them, by group. */
async function scriptsByGroup(chrome, url, distDir) {
  const { scripts } = await ownScripts(chrome, url);
  const groups = new Map();
  for (const script of scripts) {
    const { pathname } = new URL(script);
    const { compressed } = await bodySize(script);
    const chunkFile = path.join(distDir, pathname.replace(/^\/_next\//, ''));
    for (const [group, bytes] of await attribute(chunkFile, compressed))
      groups.set(group, (groups.get(group) ?? 0) + bytes);
  }
  return groups;
}

/** A row per group (the small ones folded into one), a column per page; the first column is the bare page. */
function table(pages, byPage) {
  const groups = [...new Set(byPage.flatMap((groupsOfPage) => [...groupsOfPage.keys()]))];
  const largest = (group) => Math.max(...byPage.map((groupsOfPage) => groupsOfPage.get(group) ?? 0));
  const shown = groups.filter((group) => largest(group) >= 512).sort((a, b) => largest(b) - largest(a));
  const rest = groups.filter((group) => !shown.includes(group));
  const sum = (groupsOfPage, only) => only.reduce((total, group) => total + (groupsOfPage.get(group) ?? 0), 0);
  const totals = byPage.map((groupsOfPage) => sum(groupsOfPage, groups));
  const row = (label, cells) => `| ${label} | ${cells.join(' | ')} |`;
  return [
    row(
      'KiB, gzip',
      pages.map((page) => `${page.label} \`${page.path}\``),
    ),
    row(
      '---',
      pages.map(() => '--:'),
    ),
    ...shown.map((group) =>
      row(
        group,
        byPage.map((groupsOfPage) => kib(groupsOfPage.get(group) ?? 0)),
      ),
    ),
    row(
      `${rest.length} other groups, each under 0.5 KiB`,
      byPage.map((groupsOfPage) => kib(sum(groupsOfPage, rest))),
    ),
    row('**total**', totals.map(kib)),
    row(
      '**over the bare page**',
      totals.map((total, index) => (index === 0 ? '–' : `+${kib(total - totals[0])}`)),
    ),
  ].join('\n');
}

async function main() {
  if (!process.argv.includes('--skip-build')) {
    console.log('[bench:js] building the site with source maps');
    await build(root, { ...siteBuildEnv, BENCH_SOURCE_MAPS: '1' }, 'build-site-maps.log');
  }
  console.log('[bench:js] building the bare page with source maps');
  const bareDir = bareApp();
  await build(bareDir, { BENCH_SOURCE_MAPS: '1' }, 'build-bare.log');
  // Stopped in reverse order whatever fails, so no `next start` is left holding a bench port.
  const cleanups = [];
  try {
    const site = await start(root, ports.site, siteRunEnv, 'server-site.log');
    cleanups.push(site.stop);
    const bare = await start(bareDir, ports.bare, {}, 'server-bare.log');
    cleanups.push(bare.stop);
    const chrome = await launchChromium();
    cleanups.push(() => chrome.kill());
    const pages = pageKinds.map((kind) => ({ label: kind.label, path: Object.values(kind.paths)[0] }));
    const byPage = [await scriptsByGroup(chrome, `${bare.origin}/`, path.join(bareDir, '.next'))];
    for (const page of pages) {
      console.log(`[bench:js] ${page.path}`);
      byPage.push(await scriptsByGroup(chrome, site.origin + page.path, path.join(root, '.next')));
    }
    const report = `Each page's own scripts (router prefetches blocked), gzip-compressed as the server sends them, split among their sources in proportion to the code each produced (source maps). Measured on ${new Date().toISOString().slice(0, 10)}.\n\n${table([{ label: 'bare Next.js page', path: '/' }, ...pages], byPage)}`;
    console.log(`\n${report}\n`);
    await writeFile(path.join(resultsDir, 'js.md'), `${report}\n`);
    console.log('[bench:js] written to bench/results/js.md');
  } finally {
    for (const cleanup of cleanups.reverse()) cleanup();
  }
}

main().then(
  () => process.exit(),
  (error) => {
    console.error(`[bench:js] could not measure: ${error.stack ?? error}`);
    process.exit(1);
  },
);
