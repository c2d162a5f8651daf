import { isDeepStrictEqual } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { pageKinds } from './pages.mjs';

/** Our names for Lighthouse's throttling methods. */
export const throttlingMethods = { devtools: 'devtools', simulated: 'simulate' };

export const usage = `Options:
  --skip-build            reuse the site's build (the bare page is built each time, at the pages' weights)
  --runs=N                Lighthouse runs per page and method, best kept (default 2)
  --pages=home,contact    page kinds, each in both languages (${pageKinds.map((kind) => kind.key).join(', ')})
  --methods=devtools      throttling methods (devtools, simulated; default both)
  --only=lighthouse       Lighthouse only, --only=load for the pages' throughput only, or --only=cost for what
                          searches, unknown filters and unknown articles cost beside a prerendered page
  --variant=no-loading    also measure each page with this query string (a flag of lib/flags.ts);
                          repeat the option or separate variants by commas; join flags with +`;

/** The loading screen's flags, read by its pre-paint script (lib/experience/loading-screen.ts), not by parseFlags. */
const loadingFlags = ['no-loading', 'simple-loading'];

/** A variant that changes no flag is a typo: it would measure the page as it is and call it a variant. */
async function checkVariants(variants) {
  const { parseFlags } = await tsImport('../lib/flags.ts', import.meta.url);
  const changesNothing = (query) =>
    isDeepStrictEqual(parseFlags(query), parseFlags('')) &&
    !loadingFlags.some((flag) => new URLSearchParams(query).has(flag));
  const idle = variants.filter(changesNothing);
  if (idle.length > 0) throw new Error(`--variant=${idle.join(',')} changes no flag of lib/flags.ts\n${usage}`);
}

/** The command line of `npm run bench`, checked: a wrong option stops the bench before it builds anything. */
export async function parseOptions(args) {
  const known = ['--skip-build', '--runs=', '--pages=', '--methods=', '--only=', '--variant='];
  const unknown = args.filter(
    (arg) => !known.some((option) => (option.endsWith('=') ? arg.startsWith(option) : arg === option)),
  );
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(' ')}\n${usage}`);
  const values = (name) =>
    args
      .filter((arg) => arg.startsWith(`--${name}=`))
      .flatMap((arg) => arg.slice(name.length + 3).split(','))
      .filter(Boolean);
  const pick = (name, allowed) => {
    const chosen = values(name);
    const wrong = chosen.filter((value) => !allowed.includes(value));
    if (wrong.length > 0) throw new Error(`--${name}: unknown ${wrong.join(', ')}\n${usage}`);
    return chosen.length > 0 ? chosen : allowed;
  };

  const runs = Number(values('runs')[0] ?? 2);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number from 1\n${usage}`);
  const kinds = pick(
    'pages',
    pageKinds.map((kind) => kind.key),
  ).map((key) => pageKinds.find((kind) => kind.key === key));
  const methods = pick('methods', Object.keys(throttlingMethods));
  const only = values('only');
  if (only.length > 1 || !['lighthouse', 'load', 'cost', undefined].includes(only[0]))
    throw new Error(`--only takes lighthouse, load or cost\n${usage}`);
  const variants = values('variant').map((query) => query.replaceAll('+', '&'));
  await checkVariants(variants);
  return {
    skipBuild: args.includes('--skip-build'),
    runs,
    kinds,
    methods,
    lighthouse: only[0] === undefined || only[0] === 'lighthouse',
    load: only[0] === undefined || only[0] === 'load',
    cost: only[0] === undefined || only[0] === 'cost',
    variants,
  };
}
