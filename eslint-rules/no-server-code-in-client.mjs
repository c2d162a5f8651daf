import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A 'use client' module must not reach server code: a module that imports 'server-only' (secrets, the
 * content sources, the mailer), `next/headers`, or Node's built-ins, directly or through the modules it
 * imports. Next's build fails on some of these and ships the others to the browser; this says which import
 * is at fault, in the editor.
 */
const root = path.resolve(import.meta.dirname, '..');
const suffixes = ['', '.ts', '.tsx', '.js', '.mjs', '.jsx', '/index.ts', '/index.tsx'];
const serverModules = /^(server-only|next\/headers|node:.*)$/;

const isSourceFile = (file) => /\.[cm]?[jt]sx?$/.test(file) && existsSync(file) && statSync(file).isFile();

/** The project file an import names (`@/…` or relative), or undefined for a package. */
function resolveImport(specifier, fromFile) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  return suffixes.map((suffix) => base + suffix).find(isSourceFile);
}

/** Value imports and re-exports of a module (type-only ones never reach the bundle). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  const pattern = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) if (!match[1]) found.push(match[2]);
  return found;
}

/** The chain of imports from `file` to server code, or undefined; memoised per lint run. */
const chains = new Map();
function serverChain(file, visiting = new Set()) {
  if (chains.has(file)) return chains.get(file);
  if (visiting.has(file)) return undefined;
  visiting.add(file);
  let chain;
  for (const specifier of importsOf(file)) {
    if (serverModules.test(specifier)) {
      chain = [specifier];
      break;
    }
    const target = resolveImport(specifier, file);
    const further = target && serverChain(target, visiting);
    if (further) {
      chain = [path.relative(root, target), ...further];
      break;
    }
  }
  chains.set(file, chain);
  return chain;
}

const noServerCodeInClient = {
  meta: {
    type: 'problem',
    docs: { description: "Client components never import server code ('server-only' modules, next/headers, node:)" },
    messages: { server: "A 'use client' module cannot import server code: {{chain}}." },
    schema: [],
  },
  create(context) {
    const first = context.sourceCode.ast.body[0];
    if (first?.type !== 'ExpressionStatement' || first.directive !== 'use client') return {};
    chains.clear();
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const specifier = node.source.value;
        const target = serverModules.test(specifier) ? undefined : resolveImport(specifier, context.filename);
        const chain = serverModules.test(specifier) ? [] : target && serverChain(target);
        if (chain) context.report({ node, messageId: 'server', data: { chain: [specifier, ...chain].join(' → ') } });
      },
    };
  },
};

export default noServerCodeInClient;
