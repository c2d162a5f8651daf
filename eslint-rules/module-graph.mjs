import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Two rules on the project's own imports, read from each file's import lines: no import circle (type imports
 * included: a circle of types is still one for a reader, and import/no-cycle skips them), and no 'use client' module
 * that reaches server code ('server-only', next/headers, node:), directly or through the modules it imports.
 */
const root = path.resolve(import.meta.dirname, '..');
const serverModule = /^(server-only|next\/headers|node:.*)$/;
const importLine =
  /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|(typeof\s+)?import\(\s*['"]([^'"]+)['"]/gm;

/** The project file an import names (`@/…` or relative), or undefined for a package. */
function resolve(specifier, from) {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  if (!/^(@\/|\.)/.test(specifier)) return undefined;
  return ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
    .map((end) => base + end)
    .find((name) => /\.[mc]?[jt]sx?$/.test(name) && existsSync(name) && statSync(name).isFile());
}

/** The files (or the package last) that `file` imports on its way to one that `isEnd` takes, or undefined. */
function chainFrom(file, isEnd, withTypes, seen = new Set()) {
  for (const [, type, fromLine, typeOf, fromCall] of readFileSync(file, 'utf8').matchAll(importLine)) {
    if ((type || typeOf) && !withTypes) continue;
    const specifier = fromLine ?? fromCall;
    const target = resolve(specifier, file);
    if (isEnd(specifier, target)) return [target ?? specifier];
    if (!target || seen.has(target)) continue;
    seen.add(target);
    const rest = chainFrom(target, isEnd, withTypes, seen);
    if (rest) return [target, ...rest];
  }
}

/** The chain in a message: project files by their path in the repository, then the package. */
const shown = (chain) => chain.map((name) => (path.isAbsolute(name) ? path.relative(root, name) : name)).join(' → ');
const rule = (message, create) => ({ meta: { type: 'problem', messages: { found: message }, schema: [] }, create });
const imports = 'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression, TSImportType';

export const noCycle = rule('Import circle: {{chain}}.', (context) => ({
  [imports](node) {
    const target = node.source && resolve(String(node.source.value), context.filename);
    const chain = target && chainFrom(target, (_, file) => file === context.filename, true);
    if (chain)
      context.report({
        node,
        messageId: 'found',
        data: { chain: shown([context.filename, target, ...chain]) },
      });
  },
}));

export const noServerCodeInClient = rule("A 'use client' module cannot import server code: {{chain}}.", (context) => {
  if (context.sourceCode.ast.body[0]?.directive !== 'use client') return {};
  return {
    ImportDeclaration(node) {
      const specifier = node.source.value;
      if (node.importKind === 'type') return;
      const target = resolve(specifier, context.filename);
      const chain = serverModule.test(specifier)
        ? []
        : target && chainFrom(target, (name) => serverModule.test(name), false);
      if (chain) context.report({ node, messageId: 'found', data: { chain: shown([specifier, ...chain]) } });
    },
  };
});
