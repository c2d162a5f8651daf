/**
 * `npm run proxy:matcher`: writes what Next and Vercel read as literals before any of our code runs: the matcher of
 * proxy.ts (lib/proxy-matcher.ts, from the routing table) and the method routes of vercel.json
 * (lib/http/vercel-method-routes.ts). tests/unit/proxy-matcher.test.ts and vercel-method-routes.test.ts fail until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const { proxyMatcher } = await tsImport('../lib/proxy-matcher.ts', import.meta.url);
const { vercelMethodRoutes } = await tsImport('../lib/http/vercel-method-routes.ts', import.meta.url);

/** Writes `content` to `file` formatted as the project formats it. */
async function write(file, edit) {
  const target = path.join(root, file);
  const before = readFileSync(target, 'utf8');
  const after = await prettier.format(edit(before), { ...(await prettier.resolveConfig(target)), filepath: target });
  if (after !== before) writeFileSync(target, after);
  console.info(`[proxy:matcher] ${file} ${after !== before ? 'updated' : 'was already up to date'}`);
}

const marker = '// Written by `npm run proxy:matcher`';
await write('proxy.ts', (source) => {
  if (!source.includes(marker)) throw new Error('proxy.ts: the generated matcher block is missing');
  return `${source.slice(0, source.indexOf(marker))}${marker} from lib/proxy-matcher.ts, which says why each path is here.
/* eslint-disable i18n/no-locale-literal -- the routing table's languages, written out as Next requires. */
export const config = { matcher: ${JSON.stringify(proxyMatcher())} };
`;
});
await write('vercel.json', (source) => JSON.stringify({ ...JSON.parse(source), routes: vercelMethodRoutes() }));
