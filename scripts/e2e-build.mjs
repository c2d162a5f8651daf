/**
 * The browser suite's main build (`next build` in the checkout): the embedded articles, the environment of
 * tests/e2e/suite.ts. Run by `npm test` before the browsers start, or by Playwright when it runs alone.
 */
import { spawnSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { testBuildEnv } from './test-build-env.mjs';

const { mainServerEnv } = await tsImport('../tests/e2e/suite.ts', import.meta.url);

const build = spawnSync('npx', ['next', 'build'], {
  env: { ...process.env, ...mainServerEnv, ...testBuildEnv },
  stdio: 'inherit',
});
process.exit(build.status ?? 1);
