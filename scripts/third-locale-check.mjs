/**
 * `npm run check:third-locale`: proof that a language is added in i18n/, the messages and the content alone.
 * On a copy of the working tree (node_modules by hard links), it adds a test-only language, `nl`, copied from
 * the default one: the routing table's locale list and every locale-keyed value of TypeScript and JSON files
 * (the default language's value), a messages file, the content files and article sources; then it rebuilds
 * the embedded dataset and the proxy matcher, and runs the type check, the lint and the unit tests there.
 * It prints the files it had to add or edit, and fails when that list is not the one of the README's
 * "Add a language" section. `nl`, because the tests use `de` as a language the site does not have.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { tsImport } from 'tsx/esm/api';
import { copyTree } from './tree-copy.mjs';

const added = 'nl';
const root = path.resolve(import.meta.dirname, '..');
const { routing } = await tsImport('../i18n/routing.ts', import.meta.url);
const { locales, defaultLocale } = routing;
const keepCopy = process.argv.includes('--keep');

/** Every file under `dir` (relative to `base`), skipping dependencies and build output. */
function filesUnder(base, dir = '') {
  return readdirSync(path.join(base, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', '.git', '.next', 'tests'].includes(entry.name) || entry.name.startsWith('.')
        ? []
        : filesUnder(base, relative);
    }
    return [relative];
  });
}

const hasEveryLocale = (names) => locales.every((locale) => names.includes(locale)) && !names.includes(added);

/** TypeScript: the routing table's `locales` list, and every object literal keyed by every locale. */
function addToTypeScript(text, file) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const insertions = [];
  const keyName = (property) =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      ? property.name.text
      : undefined;
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const byName = new Map(node.properties.map((property) => [keyName(property), property]));
      if (hasEveryLocale([...byName.keys()])) {
        const model = byName.get(defaultLocale);
        const value = ts.isShorthandPropertyAssignment(model) ? model.name.text : model.initializer.getText(source);
        insertions.push({ at: byName.get(locales.at(-1)).end, text: `, ${added}: ${value}` });
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      keyName(node) === 'locales' &&
      ts.isArrayLiteralExpression(node.initializer) &&
      hasEveryLocale(node.initializer.elements.map((element) => ts.isStringLiteral(element) && element.text))
    ) {
      insertions.push({ at: node.initializer.elements.at(-1).end, text: `, '${added}'` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return insertions
    .sort((a, b) => b.at - a.at)
    .reduce((out, { at, text: piece }) => out.slice(0, at) + piece + out.slice(at), text);
}

/** JSON: every object keyed by every locale gets the default language's value under the new one. */
function addToJson(value) {
  if (Array.isArray(value)) return value.map(addToJson);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, addToJson(inner)]);
  const keyed = hasEveryLocale(Object.keys(value)) ? [[added, addToJson(value[defaultLocale])]] : [];
  return Object.fromEntries([...entries, ...keyed]);
}

/** Adds the language to the copy; returns the files it added or edited, as patterns where it added many. */
function addLanguage(copy) {
  const touched = new Set();
  const write = (file, text, pattern = file) => {
    writeFileSync(path.join(copy, file), text);
    touched.add(pattern);
  };
  for (const file of filesUnder(copy)) {
    const text = readFileSync(path.join(copy, file), 'utf8');
    if (/\.tsx?$/.test(file)) {
      const edited = addToTypeScript(text, file);
      if (edited !== text) write(file, edited);
    } else if (/^(messages|content)\/.*\.json$/.test(file)) {
      const edited = `${JSON.stringify(addToJson(JSON.parse(text)), null, 2)}\n`;
      if (JSON.stringify(JSON.parse(edited)) !== JSON.stringify(JSON.parse(text))) write(file, edited);
    }
  }
  // The language's own copies, from the default language's files.
  write(
    `messages/${added}.json`,
    readFileSync(path.join(copy, `messages/${defaultLocale}.json`)),
    'messages/<locale>.json',
  );
  for (const file of filesUnder(copy, 'content/pages')) {
    const suffix = `.${defaultLocale}.json`;
    if (!file.endsWith(suffix)) continue;
    const target = file.slice(0, -suffix.length) + `.${added}.json`;
    write(target, readFileSync(path.join(copy, file)), `${path.dirname(file)}/*.<locale>.json`);
  }
  const posts = 'content/source/posts';
  cpSync(path.join(copy, posts, defaultLocale), path.join(copy, posts, added), { recursive: true });
  touched.add(`${posts}/<locale>/*.md`);
  // What is built from the table and the sources, with the project's own scripts.
  const run = (script) => execFileSync(process.execPath, [script], { cwd: copy, stdio: 'inherit' });
  run('scripts/build-content.mjs');
  touched.add('content/dataset.ndjson');
  run('scripts/write-proxy-matcher.mjs');
  touched.add('proxy.ts');
  touched.add('vercel.json');
  return [...touched].sort();
}

/** The paths the README's "Add a language" section lists, one list item each. */
function readmeList() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Add a language'));
  if (!section) throw new Error('README.md has no "Add a language" section');
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1]).sort();
}

const copy = mkdtempSync(path.join(tmpdir(), 'third-locale-'));
let failed = false;
try {
  console.info(`[third-locale] copying the tree to ${copy}`);
  copyTree(root, copy);
  const touched = addLanguage(copy);
  console.info(`[third-locale] adding "${added}" took these files:\n${touched.map((file) => `  ${file}`).join('\n')}`);
  const listed = readmeList();
  if (JSON.stringify(listed) !== JSON.stringify(touched)) {
    console.error(`[third-locale] the README's "Add a language" list differs:\n  ${listed.join('\n  ')}`);
    failed = true;
  }
  for (const script of ['typecheck', 'lint', 'test:unit']) {
    console.info(`[third-locale] npm run ${script}`);
    execFileSync('npm', ['run', script, '--silent'], { cwd: copy, stdio: 'inherit' });
  }
} catch (error) {
  console.error(`[third-locale] ${error.message}`);
  failed = true;
} finally {
  if (keepCopy) console.info(`[third-locale] kept ${copy}`);
  else if (existsSync(copy)) rmSync(copy, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.info(`[third-locale] with "${added}" added, the type check, the lint and the unit tests pass`);
