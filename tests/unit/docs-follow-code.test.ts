/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readProjectFile } from './copy-strings';

/*
 * The docs cannot drift from the code (docs/README.md): every constant the docs name is a constant of the file they
 * name, with the value they state; every query and health field they list is one the code has.
 */

// Each check imports the module it names: on a busy machine the first imports take seconds.
jest.setTimeout(30_000);

type Row = { cells: string[]; line: number };

/** The rows of every table of a Markdown page whose header starts with `firstHeader`. */
function tables(page: string, firstHeader: string): Row[] {
  const rows: Row[] = [];
  let inTable = false;
  page.split('\n').forEach((text, index) => {
    if (!text.startsWith('|')) return void (inTable = false);
    const cells = text
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (cells[0] === firstHeader) return void (inTable = true);
    if (inTable && !/^-+$/.test(cells[0])) rows.push({ cells, line: index + 1 });
  });
  return rows;
}

/** The `code` spans of a cell. */
const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

const envExample = readProjectFile('.env.example');
const isEnvVariable = (name: string) => new RegExp(`^#?\\s*${name}=`, 'm').test(envExample);

/** Whether a module exports `name` (a declaration or an export list). */
function exports(source: string, name: string): boolean {
  return new RegExp(
    `export\\s+(?:const|let|function|async function|class)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`,
  ).test(source);
}

/** Every number, string and boolean of a value, and the size of every list and record in it. */
function leaves(value: unknown, depth = 0): { numbers: number[]; sizes: number[]; texts: string[] } {
  if (typeof value === 'number') return { numbers: [value], sizes: [], texts: [String(value)] };
  if (typeof value === 'string' || typeof value === 'boolean')
    return { numbers: [], sizes: [], texts: [String(value)] };
  if (value === null || typeof value !== 'object' || depth > 4) return { numbers: [], sizes: [], texts: [] };
  const items = Array.isArray(value) ? value : Object.values(value);
  const inner = items.map((item) => leaves(item, depth + 1));
  return {
    numbers: inner.flatMap((leaf) => leaf.numbers),
    sizes: [items.length, ...inner.flatMap((leaf) => leaf.sizes)],
    texts: inner.flatMap((leaf) => leaf.texts),
  };
}

/** What a number of the docs may be in the code: itself, or the same quantity in a smaller unit. */
const units: Record<string, number[]> = {
  ms: [1],
  s: [1, 1000],
  second: [1, 1000],
  seconds: [1, 1000],
  min: [1, 60, 60_000],
  minute: [1, 60, 60_000],
  minutes: [1, 60, 60_000],
  h: [1, 3600, 3_600_000],
  hour: [1, 3600, 3_600_000],
  hours: [1, 3600, 3_600_000],
  day: [1, 86_400, 86_400_000],
  days: [1, 86_400, 86_400_000],
  KiB: [1, 1024],
  '%': [1, 0.01],
};

/** The numbers a value cell states, each with the values it may stand for. */
function statedNumbers(cell: string): { text: string; candidates: number[] }[] {
  const prose = cell.replace(/`[^`]*`/g, ' ');
  return [...prose.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(ms|KiB|%|[a-z]+)?/g)].map(([text, digits, unit]) => {
    const value = Number(digits.replace(/,/g, ''));
    return { text, candidates: (units[unit ?? ''] ?? [1]).map((factor) => value * factor) };
  });
}

type Constant = { names: string[]; files: string[]; value: string; line: number };

const constantsPage = 'docs/behaviour/constants.md';
const constants: Constant[] = tables(readProjectFile(constantsPage), 'Constant')
  .map(({ cells: [name, value, where], line }) => ({
    names: spans(name).filter((span) => /^[A-Za-z_$][\w$]*(\.[\w$*]+)*$/.test(span)),
    files: spans(where).filter((span) => /\.(ts|tsx|js|mjs)$/.test(span)),
    value,
    line,
  }))
  .filter(({ names }) => names.length > 0);

/** A constant's value in its module: `a.b.c` from its export `a`, or from `siteConfig` in site.config.ts. */
async function valueOf(file: string, name: string): Promise<unknown> {
  const exported = (await import(`@/${file.replace(/\.(ts|tsx)$/, '')}`)) as Record<string, unknown>;
  const [root, ...keys] = name.replace(/\.\*$/, '').split('.');
  const start = root in exported ? exported[root] : (exported.siteConfig as Record<string, unknown>)[root];
  return keys.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], start);
}

describe(`every constant of ${constantsPage}`, () => {
  it('has a name and a file on each row', () => {
    expect(constants.length).toBeGreaterThan(80);
    for (const { names, files, line } of constants)
      expect([line, names, files.length > 0]).toEqual([line, names, true]);
  });

  it.each(constants.map((constant) => [constant.names.join(', '), constant]))(
    '%s: exported by the file named, with the value stated',
    async (_, { names, files, value }) => {
      for (const file of files) expect([file, existsSync(path.join(process.cwd(), file))]).toEqual([file, true]);
      const [file] = files;
      const source = readProjectFile(file);
      const found: unknown[] = [];
      for (const name of names) {
        const root = name.split('.')[0];
        if (isEnvVariable(name)) {
          // A variable of the environment (.env.example): the file reads it; its default is the doc's to state.
          expect([name, source.includes(name)]).toEqual([name, true]);
          continue;
        }
        if (file.startsWith('public/')) {
          // A plain script the browser runs (the service worker): a declaration, nothing to import.
          expect([name, new RegExp(`const ${root}\\b`).test(source)]).toEqual([name, true]);
          continue;
        }
        const declared = exports(source, root) || (file === 'site.config.ts' && exports(source, 'siteConfig'));
        expect([name, file, declared]).toEqual([name, file, true]);
        const resolved = await valueOf(file, name);
        expect([name, resolved === undefined]).toEqual([name, false]);
        found.push(resolved);
      }
      // A value computed when the site is built (the years of experience, the copyright year) is the formula's to
      // state: its figure moves with the calendar, not with a change of code.
      if (found.length === 0 || value.startsWith('computed:')) return;
      const { numbers, sizes, texts } = leaves(found);
      // Every number and literal the doc states is in the code…
      for (const { text, candidates } of statedNumbers(value)) {
        const known = candidates.some(
          (candidate) => numbers.includes(candidate) || sizes.includes(candidate) || texts.includes(String(candidate)),
        );
        expect([names.join(), text, known]).toEqual([names.join(), text, true]);
      }
      for (const literal of spans(value)) {
        expect([names.join(), literal, texts.includes(literal)]).toEqual([names.join(), literal, true]);
      }
      // …and every number of the code, and a single text, is in the doc: changing one fails here until the doc says it.
      const stated = statedNumbers(value).flatMap(({ candidates }) => candidates);
      for (const number of numbers)
        expect([names.join(), number, stated.includes(number)]).toEqual([names.join(), number, true]);
      for (const single of found.filter((item) => typeof item === 'string' || typeof item === 'boolean')) {
        expect([names.join(), single, spans(value).includes(String(single))]).toEqual([names.join(), single, true]);
      }
    },
  );
});

const docPages = ['README.md', ...['docs', 'docs/behaviour'].flatMap((folder) => markdownIn(folder))];

function markdownIn(folder: string): string[] {
  return readdirSync(path.join(process.cwd(), folder))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${folder}/${file}`);
}

/** The variables of the environment table (docs/architecture.md#environment), tests and bench included. */
const environmentTable = tables(readProjectFile('docs/architecture.md'), 'Variable').flatMap(({ cells }) =>
  spans(cells[0]),
);

/** The variables next.config.ts writes into the build itself (its `env`). */
const buildVariables = [...readProjectFile('next.config.ts').matchAll(/^\s+(NEXT_PUBLIC_[A-Z_]+):/gm)].map(
  (match) => match[1],
);

/** Names the docs give that belong to others: Vercel's, next-intl's and Resend's, and variables a how-to proposes. */
const outsideNames = new Set([
  'VERCEL_ENV',
  'NEXT_LOCALE',
  'RESEND_UNSUBSCRIBE_URL',
  'NEXT_PUBLIC_TURNSTILE_SITE_KEY',
  'TURNSTILE_SECRET_KEY',
]);

describe('every other constant the docs name', () => {
  const documented = new Set(constants.flatMap(({ names }) => names));
  it.each(docPages)(
    '%s: names only constants of the constants table, variables of the environment, or outside names',
    (page) => {
      const named = [...readProjectFile(page).matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)].map((match) => match[1]);
      const unknown = [...new Set(named)].filter(
        (name) =>
          !documented.has(name) &&
          !isEnvVariable(name) &&
          !environmentTable.includes(name) &&
          !buildVariables.includes(name) &&
          !outsideNames.has(name),
      );
      expect(unknown).toEqual([]);
    },
  );
});

describe('the GROQ queries of docs/behaviour/content.md#queries', () => {
  it('are exactly the queries lib/content/queries.ts exports', () => {
    const documented = tables(readProjectFile('docs/behaviour/content.md'), 'Query').flatMap(({ cells }) =>
      spans(cells[0]),
    );
    const exported = [...readProjectFile('lib/content/queries.ts').matchAll(/^export const (\w+Query)\b/gm)].map(
      (match) => match[1],
    );
    expect([...documented].sort()).toEqual([...exported].sort());
  });
});

/*
 * Comments and docs cite what a reader of the repository can open: the docs/ pages, upstream issues with their
 * repository (vercel/next.js#62228). Not a section of a specification, a brief or an issue of this project.
 */
const citations: { pattern: RegExp; what: string; commentsOnly?: true }[] = [
  { pattern: /\bspec(?:ification)?\s*§|§\s*\d/i, what: 'a section of a specification' },
  { pattern: /\bproduct brief\b|\bthe brief\b|\bbrief's\b/i, what: 'the brief' },
  { pattern: /\bissues?\s+(?:#\s*)?\d+\b|\bissue\s+"/i, what: 'an issue of this project' },
  { pattern: /(?<![\w/.-])#\d{1,6}\b/, what: 'an issue or pull request without its repository', commentsOnly: true },
  { pattern: /\/work\/shared\b/, what: 'a file outside the repository' },
];

/** This file, whose patterns name what they look for. */
const notScanned = new Set(['tests/unit/docs-follow-code.test.ts']);

const commentLine = /^\s*(\/\/|\/\*|\*|\{\/\*)|\s\/\/\s/;

/** Folders no reader of the repository opens: what is installed, built or measured here. */
const notProject = new Set(['node_modules', '.git', '.next', '.vercel', '.swc', '.outbox', 'test-results', 'results']);

/** The project's files: git's list, or in a copy of the tree without git (scripts/tree-copy.mjs), the copy's. */
function projectFiles(folder = ''): string[] {
  if (!folder && existsSync(path.join(process.cwd(), '.git')))
    return execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
  return readdirSync(path.join(process.cwd(), folder), { withFileTypes: true })
    .filter((entry) => !notProject.has(entry.name))
    .flatMap((entry) => {
      const file = path.posix.join(folder, entry.name);
      return entry.isDirectory() ? projectFiles(file) : [file];
    });
}

describe('citations', () => {
  const files = projectFiles()
    .filter((file) => /\.(md|ts|tsx|mjs|js|cjs|css|jsonc)$|^\.ci\//.test(file))
    .filter((file) => !file.startsWith('content/') && !notScanned.has(file));

  it('name only what a reader of the repository can open', () => {
    expect(files.length).toBeGreaterThan(300);
    const found: string[] = [];
    for (const file of files) {
      const docs = file.endsWith('.md');
      readProjectFile(file)
        .split('\n')
        .forEach((line, index) => {
          for (const { pattern, what, commentsOnly } of citations) {
            if (commentsOnly && !docs && !commentLine.test(line)) continue;
            if (pattern.test(line)) found.push(`${file}:${index + 1} cites ${what}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});

/**
 * Whether git ignores a path: what a command writes (bench/results/), not part of the repository. In a copy of the
 * tree without git, the folders .gitignore names.
 */
function ignored(file: string): boolean {
  if (!existsSync(path.join(process.cwd(), '.git')))
    return readProjectFile('.gitignore')
      .split('\n')
      .some((line) => line.endsWith('/') && !line.startsWith('#') && file.startsWith(line.replace(/^\//, '')));
  try {
    execFileSync('git', ['check-ignore', '-q', file]);
    return true;
  } catch {
    return false;
  }
}

describe('the files the docs name', () => {
  it.each(docPages)('%s: names only files and folders that exist', (page) => {
    const roots = 'lib|components|app|i18n|tests|scripts|public|bench|content|messages|sanity|eslint-rules';
    const pathSpan = new RegExp(`\`((?:${roots})/[^\`\\s*…{}<>:#]+(?:\\.[a-z]+|/))\``, 'g');
    const named = [...readProjectFile(page).matchAll(pathSpan)].map((match) => match[1]);
    const missing = [...new Set(named)].filter((file) => !existsSync(path.join(process.cwd(), file)) && !ignored(file));
    expect(missing).toEqual([]);
  });
});

describe('the health check of docs/architecture.md#health-check', () => {
  /** Every field of an answer, by its path (`services.email`); a list is one field. */
  const fieldPaths = (value: unknown, prefix = ''): string[] =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, inner]) => fieldPaths(inner, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it('lists exactly the fields /api/health answers the bearer of CRON_SECRET', async () => {
    process.env.LEADS_DIR = mkdtempSync(path.join(tmpdir(), 'leads-'));
    process.env.CRON_SECRET = 'health-details';
    jest.resetModules();
    const { GET } = await import('@/app/api/health/route');
    const signed = { headers: { authorization: 'Bearer health-details' } };
    const answer = await (await GET(new Request('http://localhost/api/health', signed))).json();
    // Anyone else: nothing of the leads or the limits.
    const open = await (await GET(new Request('http://localhost/api/health'))).json();
    expect(Object.keys(open)).toEqual(Object.keys(answer).filter((key) => key !== 'leads'));
    delete process.env.LEADS_DIR;
    delete process.env.CRON_SECRET;
    const documented = tables(readProjectFile('docs/architecture.md'), 'Field').flatMap(({ cells }) => spans(cells[0]));
    expect(documented.sort()).toEqual(fieldPaths(answer).sort());
  }, 120_000);
});
