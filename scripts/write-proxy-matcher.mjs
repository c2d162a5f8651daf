/**
 * `npm run proxy:matcher`: writes the matcher of proxy.ts from the routing table (lib/proxy-matcher.ts). Next
 * reads `config.matcher` as a literal before any code runs, so it cannot import the table; run this after
 * changing i18n/routing.ts (tests/unit/proxy-matcher.test.ts fails until then).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { tsImport } from 'tsx/esm/api';

const proxyFile = path.resolve(import.meta.dirname, '..', 'proxy.ts');
const { proxyMatcher } = await tsImport('../lib/proxy-matcher.ts', import.meta.url);

const config = `// Written by \`npm run proxy:matcher\` from lib/proxy-matcher.ts, which says why each path is here.
/* eslint-disable i18n/no-locale-literal -- the routing table's languages, written out as Next requires. */
export const config = { matcher: ${JSON.stringify(proxyMatcher())} };
`;

const source = readFileSync(proxyFile, 'utf8');
const start = source.indexOf('// Written by `npm run proxy:matcher`');
if (start === -1) throw new Error('proxy.ts: the generated matcher block is missing');
const written = await prettier.format(source.slice(0, start) + config, {
  ...(await prettier.resolveConfig(proxyFile)),
  filepath: proxyFile,
});
if (written !== source) writeFileSync(proxyFile, written);
console.info(`[proxy:matcher] proxy.ts ${written === source ? 'was already up to date' : 'updated'}`);
