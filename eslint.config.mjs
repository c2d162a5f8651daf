import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { tsImport } from 'tsx/esm/api';
import noLocaleLiteral from './eslint-rules/no-locale-literal.mjs';
import noNextInternals from './eslint-rules/no-next-internals.mjs';
import noServerCodeInClient from './eslint-rules/no-server-code-in-client.mjs';

/*
 * The layers (docs/architecture.md#lint-rules) as rules, so the structure holds without anyone remembering it.
 * A rule set per folder: ESLint does not merge two `no-restricted-imports` settings on one file, so each
 * folder lists all of its restrictions once. tests/unit/lint-rules.test.ts breaks each rule on purpose.
 */
const ui = {
  regex: '^(@/|(\\.\\./)+)(components|app)(/|$)',
  message: 'lib/ never imports components/ or app/: they import it.',
};
const routes = { regex: '^(@/|(\\.\\./)+)app(/|$)', message: 'components/ never imports app/.' };
const aboveI18n = {
  regex: '^(@/|\\.\\./)(lib|components|app)(/|$)',
  message: 'i18n/ imports no lib/, components/ or app/ module: they import it.',
};
const contentSourceMessage = 'Only lib/content reads the content sources: import its functions from @/lib/content.';
const contentSources = {
  paths: ['groq-js', '@sanity/client', 'next-sanity'].map((name) => ({ name, message: contentSourceMessage })),
  patterns: [
    { regex: '^@/lib/content/(source|embedded-dataset|sanity-client|queries)$', message: contentSourceMessage },
  ],
};

const storageMessage = 'Only lib/consent touches browser storage: use @/lib/consent/storage and its key registry.';
const consentKeyIds =
  'consentPreferences|consentLight|consentDate|consentVersion|consentRecord|privacyLog|cookie-preferences|cookie-consent|cookie-consent-date|cookie-consent-version|gdpr-consent-record|privacy-log';
const browserStorageRules = {
  'no-restricted-globals': [
    'error',
    ...['localStorage', 'sessionStorage'].map((name) => ({ name, message: storageMessage })),
  ],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].flatMap((object) =>
      ['localStorage', 'sessionStorage'].map((property) => ({ object, property, message: storageMessage })),
    ),
    { object: 'document', property: 'cookie', message: storageMessage },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: `CallExpression > Literal[value=/^(${consentKeyIds})$/]`,
      message: 'Consent keys belong to lib/consent: read and change consent through its API.',
    },
    {
      selector: "CallExpression[callee.property.name='createElement'][arguments.0.value='script']",
      message: 'Third-party scripts enter the page only through lib/consent (injectScript), after consent.',
    },
  ],
};

// The languages of the routing table, which the locale rule refuses to see written out anywhere else.
const { routing } = await tsImport('./i18n/routing.ts', import.meta.url);

function layer(files, { ignores = [], patterns = [], paths = [], browserStorage = true }) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { paths, patterns }],
      ...(browserStorage ? browserStorageRules : {}),
    },
  };
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  layer(['lib/content/**'], { patterns: [ui] }),
  layer(['lib/consent/**'], {
    patterns: [ui, ...contentSources.patterns],
    paths: contentSources.paths,
    browserStorage: false,
  }),
  layer(['lib/**'], {
    ignores: ['lib/content/**', 'lib/consent/**'],
    patterns: [ui, ...contentSources.patterns],
    paths: contentSources.paths,
  }),
  layer(['i18n/**'], { patterns: [aboveI18n, ...contentSources.patterns], paths: contentSources.paths }),
  layer(['components/**'], { patterns: [routes, ...contentSources.patterns], paths: contentSources.paths }),
  layer(['app/**', '*.ts'], { patterns: contentSources.patterns, paths: contentSources.paths }),
  {
    files: ['app/**', 'components/**', 'lib/**', 'i18n/**'],
    plugins: { layers: { rules: { 'no-server-code-in-client': noServerCodeInClient } } },
    rules: { 'layers/no-server-code-in-client': 'error' },
  },
  {
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { portable: { rules: { 'no-next-internals': noNextInternals } } },
    rules: { 'portable/no-next-internals': 'error' },
  },
  {
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    // Tests and the bench's measured pages name literal URLs on purpose; the third-locale check names the language it adds.
    ignores: ['i18n/**', 'tests/**', 'bench/pages.mjs', 'bench/cost.mjs', 'scripts/third-locale-check.mjs'],
    plugins: { i18n: { rules: { 'no-locale-literal': noLocaleLiteral } } },
    rules: { 'i18n/no-locale-literal': ['error', { locales: [...routing.locales] }] },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    '.outbox/**',
    'bench/bare/**',
    'bench/results/**',
  ]),
]);
