/** The browser suite's main build (tests/e2e/suite.ts): made by `npm test` before the browsers, or by Playwright alone. */
import { spawnSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';

const { mainServerEnv } = await tsImport('../tests/e2e/suite.ts', import.meta.url);
const env = { ...process.env, ...mainServerEnv };
process.exit(spawnSync('npx', ['next', 'build'], { env, stdio: 'inherit' }).status ?? 1);
