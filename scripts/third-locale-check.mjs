/**
 * `npm run check:third-locale`: proof that a language is added in i18n/, the messages and the content alone. On a
 * copy of the working tree it adds a test-only language, `nl` (the tests use `de` as one the site lacks), copied
 * from the default one: in the routing table's locale list and every locale-keyed value of TypeScript and JSON files,
 * a messages file, the content files and article sources; rebuilds the embedded dataset and the proxy matcher; then
 * fails unless the files it touched are the README's "Add a language" list, and the type check, the lint and the unit
 * tests pass there. `--keep` keeps the copy.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { tsImport } from 'tsx/esm/api';
import { copyTree } from './tree-copy.mjs';

const added = 'nl';
const { locales, defaultLocale } = (await tsImport('../i18n/routing.ts', import.meta.url)).routing;
const hasEveryLocale = (names) => locales.every((locale) => names.includes(locale)) && !names.includes(added);

/** TypeScript: the routing table's `locales` list, and every object literal keyed by every locale. */
function addToTypeScript(text, file) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const insertions = [];
  const keyName = (property) => (property.name && 'text' in property.name ? property.name.text : undefined);
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node) && hasEveryLocale(node.properties.map(keyName))) {
      const model = node.properties.find((property) => keyName(property) === defaultLocale);
      const value = ts.isShorthandPropertyAssignment(model) ? model.name.text : model.initializer.getText(source);
      const last = node.properties.find((property) => keyName(property) === locales.at(-1));
      insertions.push({ at: last.end, text: `, ${added}: ${value}` });
    }
    const list = ts.isPropertyAssignment(node) && keyName(node) === 'locales' && node.initializer;
    if (list && ts.isArrayLiteralExpression(list) && hasEveryLocale(list.elements.map((element) => element.text))) {
      insertions.push({ at: list.elements.at(-1).end, text: `, '${added}'` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  insertions.sort((a, b) => b.at - a.at);
  return insertions.reduce((out, { at, text: piece }) => out.slice(0, at) + piece + out.slice(at), text);
}

/** JSON: every object keyed by every locale gets the default language's value under the new one. */
function addToJson(value) {
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(addToJson);
  const entries = Object.entries(value).map(([key, inner]) => [key, addToJson(inner)]);
  if (hasEveryLocale(Object.keys(value))) entries.push([added, addToJson(value[defaultLocale])]);
  return Object.fromEntries(entries);
}

/** Adds the language to the copy; returns the files it added or edited, as patterns where it added many. */
function addLanguage(copy, files) {
  const touched = new Set();
  const write = (file, text, pattern = file) => {
    writeFileSync(path.join(copy, file), text);
    touched.add(pattern);
  };
  for (const file of files.filter((name) => !name.startsWith('tests/'))) {
    const text = readFileSync(path.join(copy, file), 'utf8');
    if (/\.tsx?$/.test(file) && addToTypeScript(text, file) !== text) write(file, addToTypeScript(text, file));
    const json = /^(messages|content)\/.*\.json$/.test(file) && JSON.parse(text);
    if (json && JSON.stringify(addToJson(json)) !== JSON.stringify(json))
      write(file, `${JSON.stringify(addToJson(json), null, 2)}\n`);
    // The language's own copies of the default language's files.
    const [, folder, name, locale] = /^(content\/pages\/.*)\/(.*)\.(\w+)\.json$/.exec(file) ?? [];
    if (locale === defaultLocale) write(`${folder}/${name}.${added}.json`, text, `${folder}/*.<locale>.json`);
  }
  write(
    `messages/${added}.json`,
    readFileSync(path.join(copy, `messages/${defaultLocale}.json`)),
    'messages/<locale>.json',
  );
  const posts = 'content/source/posts';
  cpSync(path.join(copy, posts, defaultLocale), path.join(copy, posts, added), { recursive: true });
  // What is built from the table and the sources, with the project's own scripts.
  for (const script of ['build-content', 'write-proxy-matcher'])
    execFileSync(process.execPath, [`scripts/${script}.mjs`], { cwd: copy, stdio: 'inherit' });
  for (const built of [`${posts}/<locale>/*.md`, 'content/dataset.ndjson', 'proxy.ts', 'vercel.json'])
    touched.add(built);
  return [...touched].sort();
}

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
  .split(/^## /m)
  .find((part) => part.startsWith('Add a'));
const listed = [...(readme ?? '').matchAll(/^- `([^`]+)`/gm)].map((match) => match[1]).sort();
const copy = mkdtempSync(path.join(tmpdir(), 'third-locale-'));
try {
  console.info(`[third-locale] copying the tree to ${copy}`);
  const touched = addLanguage(copy, copyTree(root, copy));
  console.info(`[third-locale] adding "${added}" took these files:\n  ${touched.join('\n  ')}`);
  if (listed.join() !== touched.join())
    throw new Error(`the README's "Add a language" list differs:\n  ${listed.join('\n  ')}`);
  for (const script of ['typecheck', 'lint', 'test:unit']) {
    console.info(`[third-locale] npm run ${script}`);
    execFileSync('npm', ['run', script, '--silent'], { cwd: copy, stdio: 'inherit' });
  }
  console.info(`[third-locale] with "${added}" added, the type check, the lint and the unit tests pass`);
} catch (error) {
  console.error(`[third-locale] ${error.message}`);
  process.exitCode = 1;
} finally {
  if (process.argv.includes('--keep')) console.info(`[third-locale] kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
