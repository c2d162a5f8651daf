/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';

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

const broken: (Probe & { rule: string })[] = [
  {
    file: 'lib/analytics/probe.ts',
    code: "import { SiteHeader } from '@/components/layout/site-header';\nexport const probe = SiteHeader;\n",
    rule: 'no-restricted-imports',
  },
  {
    file: 'lib/seo/probe.ts',
    code: "import { generateStaticParams } from '../../app/[locale]/layout';\nexport const probe = generateStaticParams;\n",
    rule: 'no-restricted-imports',
  },
  {
    file: 'components/ui/probe.tsx',
    code: "import CatchAll from '@/app/[locale]/[...rest]/page';\nexport const probe = CatchAll;\n",
    rule: 'no-restricted-imports',
  },
  {
    file: 'i18n/probe.ts',
    code: "import { siteUrl } from '@/lib/env';\nexport const probe = siteUrl;\n",
    rule: 'no-restricted-imports',
  },
  {
    file: 'components/blog/probe.tsx',
    code: "import { evaluate } from 'groq-js';\nexport const probe = evaluate;\n",
    rule: 'no-restricted-imports',
  },
  {
    file: 'app/[locale]/blog/probe.ts',
    code: "import { runQuery } from '@/lib/content/source';\nexport const probe = runQuery;\n",
    rule: 'no-restricted-imports',
  },
  {
    file: 'lib/seo/probe-client.ts',
    code: "import { createClient } from 'next-sanity';\nexport const probe = createClient;\n",
    rule: 'no-restricted-imports',
  },
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
];

const allowed: Probe[] = [
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
