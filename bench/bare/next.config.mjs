/**
 * A Next app of its own: bench/servers.mjs copies it out of the repository, beside a node_modules of its own, so its
 * Turbopack root and file watcher hold its few files, as a freshly created app's would.
 */
export default {
  turbopack: { root: import.meta.dirname },
  // As the site's: `npm run bench:js` splits the bare page's scripts too.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
};
