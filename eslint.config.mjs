import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // i18n/ is the bottom layer of the language code: lib/ (seo, content, places) and the UI import it, never the reverse.
  {
    files: ['i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|\\.\\./)(lib|components|app)(/|$)',
              message: 'i18n/ imports no lib/, components/ or app/ module: they import it.',
            },
          ],
        },
      ],
    },
  },
  // Next loads the cache handler with require(), so it is CommonJS.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  globalIgnores([
    '.next/**',
    '.next-sanity/**',
    'out/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    '.outbox/**',
    'bench/bare/**',
    'bench/results/**',
  ]),
]);
