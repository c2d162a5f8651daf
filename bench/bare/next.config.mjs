import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Resolves next and react from the repository's node_modules, two folders up. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default {
  turbopack: { root },
  // As the site's: `npm run bench:js` splits the bare page's scripts too.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
};
