import { defineConfig, globalIgnores } from 'eslint/config';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { tsImport } from 'tsx/esm/api';
import { noCycle, noServerCodeInClient } from './eslint-rules/module-graph.mjs';

/*
 * The layers (docs/architecture.md#lint-rules) as rules, so the structure holds without anyone remembering it.
 * tests/unit/lint-rules.test.ts breaks each rule on purpose.
 */
const code = ['app/**', 'components/**', 'lib/**', 'i18n/**', '*.ts'];
const features = [
  'contact',
  'newsletter',
  'consent',
  'privacy',
  'analytics',
  'experience',
  'content',
  'places',
  'marketing',
];
const shared = ['./lib/http', './lib/email', './lib/rate-limit', './components/ui', './components/seo'];
const contentMessage = 'Only lib/content reads the content sources: import its functions from @/lib/content.';
const zone = (target, from, message) => ({ target, from, message });
const zones = [
  zone('./lib', ['./components', './app'], 'lib/ never imports the UI.'),
  zone('./components', './app', 'components/ never import routes.'),
  zone('./i18n', ['./lib', './components', './app'], 'i18n/ is the bottom layer.'),
  zone(
    shared,
    features.map((feature) => `./lib/${feature}`),
    'A shared layer takes nothing from a feature.',
  ),
  zone(shared.slice(3), './components/!(ui|seo)/**', 'A UI primitive takes nothing from a feature.'),
  zone('./components/!(layout)/**', './components/layout', 'The page shell composes the features, never the reverse.'),
  zone(
    ['./app', './components', './i18n', './lib/!(content)/**', './lib/*.ts', './*.ts'],
    ['source', 'embedded-dataset', 'sanity-client', 'queries'].map((name) => `./lib/content/${name}.ts`),
    contentMessage,
  ),
];

const storageMessage = 'Only lib/consent touches browser storage: use @/lib/consent/storage and its key registry.';
const storage = ['localStorage', 'sessionStorage'];
const onlyThroughConsent = {
  'no-restricted-globals': ['error', ...storage.map((name) => ({ name, message: storageMessage }))],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].flatMap((object) =>
      storage.map((property) => ({ object, property, message: storageMessage })),
    ),
    { object: 'document', property: 'cookie', message: storageMessage },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: 'CallExpression > Literal[value=/^(consentRecord|privacyLog|gdpr-consent-record|privacy-log)$/]',
      message: 'Consent keys belong to lib/consent: read and change consent through its API.',
    },
    {
      selector: "CallExpression[callee.property.name='createElement'][arguments.0.value='script']",
      message: 'Third-party scripts enter the page only through lib/consent (injectScript), after consent.',
    },
  ],
};

/** ESLint's no-restricted-syntax under a name of its own, since ESLint keeps one setting of a rule per file. */
function selectorRule(id, message, ...selectors) {
  const [plugin, name] = id.split('/');
  return {
    plugins: { [plugin]: { rules: { [name]: builtinRules.get('no-restricted-syntax') } } },
    rules: { [id]: ['error', ...selectors.map((selector) => ({ selector, message }))] },
  };
}
// The languages of the routing table, which no code outside i18n/ writes out (README, "Add a language").
const { locales } = (await tsImport('./i18n/routing.ts', import.meta.url)).routing;
const locale = locales.join('|');

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: code,
    plugins: { layers: { rules: { 'no-cycle': noCycle, 'no-server-code-in-client': noServerCodeInClient } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'layers/no-cycle': 'error',
      'layers/no-server-code-in-client': 'error',
    },
  },
  {
    files: code,
    ignores: ['lib/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['groq-js', '@sanity/client', 'next-sanity'].map((name) => ({ name, message: contentMessage })),
      ],
    },
  },
  { files: code, ignores: ['lib/consent/**'], rules: onlyThroughConsent },
  // Next's own modules under next/dist change without notice between releases (docs/architecture.md#hosts).
  selectorRule(
    'portable/no-next-internals',
    "This is one of Next's private modules: use its public API instead.",
    String.raw`Literal[value=/^next\x2Fdist(\x2F|$)/]`,
  ),
  {
    // Tests and the bench's measured pages name literal URLs on purpose; the third-locale check names the language it adds.
    ignores: ['i18n/**', 'tests/**', 'bench/pages.mjs', 'bench/cost.mjs', 'scripts/third-locale-check.mjs'],
    ...selectorRule(
      'i18n/no-locale-literal',
      'This names a language: take it from the routing table (i18n/) instead.',
      String.raw`Literal[value=/^\x2F?(${locale})(\x2F.*)?$/s]`,
      String.raw`Literal[regex.pattern=/(^|[(|^\x2F])(${locale})(?=$|[)|$\x2F(?\\])/]`,
    ),
  },
  globalIgnores(['.next/**', 'next-env.d.ts', 'test-results/**', '.outbox/**', 'bench/bare/**', 'bench/results/**']),
]);
