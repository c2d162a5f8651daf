/**
 * `npm run proxy:matcher`: writes out what Next and Vercel read as literals before any of our code runs, from the
 * tables they copy: the matcher of proxy.ts (lib/proxy-matcher.ts, from the routing table) and the method routes of
 * vercel.json (lib/http/vercel-method-routes.ts, from the method table). Run it after changing either table;
 * tests/unit/proxy-matcher.test.ts and tests/unit/vercel-method-routes.test.ts fail until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');

/** Writes `content` to `file` formatted as the project formats it; says whether it changed. */
async function write(file, content) {
  const formatted = await prettier.format(content, { ...(await prettier.resolveConfig(file)), filepath: file });
  const changed = formatted !== readFileSync(file, 'utf8');
  if (changed) writeFileSync(file, formatted);
  console.info(`[proxy:matcher] ${path.relative(root, file)} ${changed ? 'updated' : 'was already up to date'}`);
}

const proxyFile = path.join(root, 'proxy.ts');
const { proxyMatcher } = await tsImport('../lib/proxy-matcher.ts', import.meta.url);
const config = `// Written by \`npm run proxy:matcher\` from lib/proxy-matcher.ts, which says why each path is here.
/* eslint-disable i18n/no-locale-literal -- the routing table's languages, written out as Next requires. */
export const config = { matcher: ${JSON.stringify(proxyMatcher())} };
`;
const source = readFileSync(proxyFile, 'utf8');
const start = source.indexOf('// Written by `npm run proxy:matcher`');
if (start === -1) throw new Error('proxy.ts: the generated matcher block is missing');
await write(proxyFile, source.slice(0, start) + config);

const vercelFile = path.join(root, 'vercel.json');
const { vercelMethodRoutes } = await tsImport('../lib/http/vercel-method-routes.ts', import.meta.url);
const vercelConfig = JSON.parse(readFileSync(vercelFile, 'utf8'));
await write(vercelFile, JSON.stringify({ ...vercelConfig, routes: vercelMethodRoutes() }));
