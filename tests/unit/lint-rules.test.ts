/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

/**
 * The layer rules of eslint.config.mjs, each broken on purpose in a file that exists only in memory (ESLint's
 * lintText with a path), so a rule that stops biting fails here. ESLint runs in a child process: it loads the
 * flat config as a native ES module, which Jest's module system does not.
 */
type Probe = { file: string; code: string };
type Findings = Record<string, string[]>;

function lint(probes: Probe[]): Findings {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const findings = {};
    for (const { file, code } of probes) {
      const [result] = await eslint.lintText(code, { filePath: file });
      findings[file] = result.messages.map((message) => message.ruleId ?? message.message);
    }
    console.log(JSON.stringify(findings));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(probes)], {
    cwd: process.cwd(),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Findings;
}

/** A module of a folder as an import path (`@/components/blog/post-card`): a real file, whichever the folder holds. */
const moduleOf = (folder: string) =>
  `@/${folder}/${readdirSync(folder)
    .find((name) => /\.tsx?$/.test(name))!
    .replace(/\.tsx?$/, '')}`;
const paths = 'import/no-restricted-paths';
const imports = (file: string, from: string, rule = paths) => ({
  file,
  code: `import * as probe from '${from}';\nexport { probe };\n`,
  rule,
});

const broken: (Probe & { rule: string })[] = [
  imports('lib/analytics/probe.ts', moduleOf('components/layout')),
  imports('lib/seo/probe.ts', '../../app/[locale]/layout'),
  imports('components/ui/probe.tsx', '@/app/[locale]/page'),
  imports('i18n/probe.ts', '@/lib/env'),
  imports('lib/http/probe.ts', '@/lib/content'),
  imports('lib/email/probe.ts', moduleOf('lib/consent').replace('@/lib/', '../')),
  imports('lib/rate-limit/probe.ts', moduleOf('lib/newsletter')),
  imports('components/ui/probe-feature.tsx', moduleOf('components/blog')),
  imports('components/seo/probe.tsx', moduleOf('lib/marketing')),
  imports('components/experience/probe.tsx', moduleOf('components/layout')),
  imports('app/[locale]/blog/probe.ts', '@/lib/content/source'),
  imports('components/blog/probe.tsx', 'groq-js', 'no-restricted-imports'),
  imports('lib/seo/probe-client.ts', 'next-sanity', 'no-restricted-imports'),
  // The routing table imported back by a module that imports it (i18n/request.ts, next-intl's request config).
  imports('i18n/routing.ts', './request', 'layers/no-cycle'),
  {
    file: 'components/layout/probe-secret.tsx',
    code: "'use client';\nimport { serverEnv } from '@/lib/server-env';\nexport const probe = serverEnv;\n",
    rule: 'layers/no-server-code-in-client',
  },
  {
    file: 'components/blog/probe-content.tsx',
    code: "'use client';\nimport { getPosts } from '@/lib/content';\nexport const probe = getPosts;\n",
    rule: 'layers/no-server-code-in-client',
  },
  {
    file: 'components/layout/probe-storage.tsx',
    code: "export const probe = () => localStorage.getItem('theme');\n",
    rule: 'no-restricted-globals',
  },
  {
    file: 'lib/analytics/probe-cookie.ts',
    code: 'export const probe = () => document.cookie;\n',
    rule: 'no-restricted-properties',
  },
  {
    file: 'lib/analytics/probe-consent.ts',
    code: "import { readJson } from '@/lib/consent/storage';\nexport const probe = () => readJson('consentRecord');\n",
    rule: 'no-restricted-syntax',
  },
  {
    file: 'components/analytics/probe-script.tsx',
    code: "export const probe = () => document.createElement('script');\n",
    rule: 'no-restricted-syntax',
  },
  ...[
    "import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';\nexport const probe = FileSystemCache;\n",
    "export const probe = () => import('next/dist/server/base-server');\n",
    "export { default as probe } from 'next/dist/client/link';\n",
  ].map((code, index) => ({ file: `lib/cache/probe-${index}.ts`, code, rule: 'portable/no-next-internals' })),
  {
    file: 'scripts/probe.mjs',
    code: "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport const probe = require('next/dist/server/lib/incremental-cache/file-system-cache');\n",
    rule: 'portable/no-next-internals',
  },
  ...[
    "export const probe = (locale: string) => locale === 'fr';\n",
    'export const probe = (path: string) => /^\\/fr(\\/|$)/.test(path);\n',
    'export const probe = (path: string) => /^\\/(en|fr)\\//.exec(path)?.[1];\n',
    "export const probe = '/fr/contact';\n",
  ].map((code, index) => ({ file: `lib/seo/probe-locale-${index}.ts`, code, rule: 'i18n/no-locale-literal' })),
];

const allowed: Probe[] = [
  imports('components/marketing/probe.tsx', moduleOf('components/contact')),
  imports('components/ui/probe-seo.tsx', moduleOf('components/seo')),
  imports('app/[locale]/probe.tsx', moduleOf('components/layout')),
  imports('i18n/probe-cycle-free.ts', './routing'),
  { file: 'i18n/probe-locale.ts', code: "export const probe = (locale: string) => locale === 'fr';\n" },
  {
    file: 'lib/seo/probe-locale-free.ts',
    code: "export const probe = (frame: string, path: string) => /^\\/french(\\/|$)/.test(path) || frame === 'en-GB';\n",
  },
  { file: 'lib/consent/probe.ts', code: "export const probe = () => localStorage.getItem('theme');\n" },
  { file: 'lib/content/probe.ts', code: "import { evaluate } from 'groq-js';\nexport const probe = evaluate;\n" },
  {
    file: 'components/consent/probe.tsx',
    code: "'use client';\nimport { useConsent } from '@/lib/consent';\nexport const probe = useConsent;\n",
  },
  {
    file: 'scripts/probe-allowed.mjs',
    code: "import { NextResponse } from 'next/server';\nexport const probe = NextResponse;\n",
  },
  {
    file: 'app/api/probe/route.ts',
    code: "import { parseBody } from 'next-sanity/webhook';\nexport const probe = parseBody;\n",
  },
];

describe('the layer rules of eslint.config.mjs', () => {
  let findings: Findings;
  beforeAll(() => {
    findings = lint([...broken, ...allowed]);
  }, 120_000);

  test.each(broken.map((probe) => [probe.file, probe.rule]))('%s breaks %s', (file, rule) => {
    expect(findings[file]).toEqual([rule]);
  });

  test.each(allowed.map((probe) => [probe.file]))('%s keeps to the layers', (file) => {
    expect(findings[file]).toEqual([]);
  });
});
