import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages Jest must transform before our modules can import them. */
const esmPackages = [
  'next-intl',
  'use-intl',
  'intl-messageformat',
  '@formatjs',
  'groq-js',
  'groq',
  'next-sanity',
  '@sanity',
  '@portabletext',
  '@mdit',
  'sanitize-html',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // A guard against a test that hangs, never a measure of speed (docs/measurements.md): `npm test` runs the unit
  // tests beside two builds, where a test that re-imports the routes takes several seconds.
  testTimeout: 30_000,
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
