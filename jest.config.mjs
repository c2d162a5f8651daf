import nextJest from 'next/jest.js';

/** ESM-only packages Jest must transform before our modules can import them. */
const esm =
  'next-intl|use-intl|intl-messageformat|@formatjs|groq-js|groq|next-sanity|@sanity|@portabletext|@mdit|sanitize-html';

const config = nextJest({ dir: './' })({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // A guard against a test that hangs, never a measure of speed: `npm test` runs the unit tests beside two builds.
  testTimeout: 30_000,
});

// next/jest transforms no package but its own: its patterns are replaced, not extended.
export default async function jestConfig() {
  return {
    ...(await config()),
    transformIgnorePatterns: [`/node_modules/(?!(${esm})/)`],
  };
}
