/**
 * The site as Vercel builds it, offline: `vercel build` (the pinned CLI, docs/workarounds.md#vercel-build-offline) on
 * a copy of the working tree, as a preview deployment, into that copy's `.vercel/output`. Its blog reads the content
 * service's stand-in (tests/e2e/fake-sanity.ts), as a deployment reads the service, so its pages carry the content's
 * cache tags. tests/hosts/ read its Build Output; the browser suite serves it for its content-service spec.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { copyTree } from './tree-copy.mjs';

const suite = await tsImport('../tests/e2e/suite.ts', import.meta.url);
const { startFakeSanity } = await tsImport('../tests/e2e/fake-sanity.ts', import.meta.url);
const { freePort } = await tsImport('../tests/fixtures/local-servers.ts', import.meta.url);
const target = suite.vercelBuildDir;

copyTree(path.resolve(import.meta.dirname, '..'), target);
// What `vercel link` and `vercel pull` would write: Next.js with nothing to install, a preview's system variables.
mkdirSync(path.join(target, '.vercel'));
const settings = { framework: 'nextjs', installCommand: 'echo installed' };
writeFileSync(
  `${target}/.vercel/project.json`,
  JSON.stringify({ projectId: 'prj_local', orgId: 'team_local', settings }),
);
writeFileSync(
  `${target}/.vercel/.env.preview.local`,
  'VERCEL="1"\nVERCEL_ENV="preview"\nVERCEL_TARGET_ENV="preview"\nVERCEL_URL=""\n',
);

const port = await freePort();
const standIn = await startFakeSanity(port, { ...suite.contentService, token: suite.contentService.readToken });
const env = {
  // Only what a build machine has, and the project's content settings: none of this shell's own.
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  VERCEL_TELEMETRY_DISABLED: '1',
  // As on Vercel's build machines: the functions run the server next build traced (docs/workarounds.md#vercel-build-offline).
  VERCEL_NEXT_BUNDLED_SERVER: '1',
  ...suite.contentEnv(port),
};
const cli = fileURLToPath(import.meta.resolve('vercel/dist/vc.js'));
const [code] = await once(
  spawn(process.execPath, [cli, 'build', '--yes'], { cwd: target, env, stdio: 'inherit' }),
  'exit',
);
standIn.close();
if (code === 0) console.info(`[vercel-build] Build Output: ${target}/.vercel/output`);
process.exit(code ?? 1);
