/**
 * Builds the site as Vercel builds it, offline: `vercel build` (the CLI's own Next.js builder) on a clean copy
 * of the working tree, as a preview deployment, into that copy's `.vercel/output` (the Build Output that
 * Vercel's edge serves). tests/hosts/ read it. Usage: `node scripts/vercel-build.mjs` (prints the output folder).
 * Its blog reads the content service, as a real deployment's does: the test suite's stand-in
 * (tests/e2e/fake-sanity.ts) answers, so the pages carry the content's cache tags. The browser suite serves the same
 * build with `next start` for its content-service spec (tests/e2e/suite.ts), so it is made once.
 *
 * The CLI is a pinned devDependency, locked with the rest (docs/workarounds.md#vercel-build-offline). The copy
 * shares node_modules by hard links, so it costs seconds and no download.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { testBuildEnv } from './test-build-env.mjs';
import { copyTree } from './tree-copy.mjs';

const { contentEnv, vercelBuildDir } = await tsImport('../tests/e2e/suite.ts', import.meta.url);

const root = path.resolve(import.meta.dirname, '..');
const cli = fileURLToPath(import.meta.resolve('vercel/dist/vc.js'));

/**
 * What `vercel link` and `vercel pull` would write: the project's settings (Next.js, nothing to install) and the
 * system variables Vercel gives a preview build. Nothing else: no secret and no setting of the owner's.
 */
function linkProject(target) {
  mkdirSync(path.join(target, '.vercel'), { recursive: true });
  const settings = { framework: 'nextjs', installCommand: 'echo installed' };
  writeFileSync(
    path.join(target, '.vercel', 'project.json'),
    JSON.stringify({ projectId: 'prj_local', orgId: 'team_local', settings }),
  );
  writeFileSync(
    path.join(target, '.vercel', '.env.preview.local'),
    ['VERCEL="1"', 'VERCEL_ENV="preview"', 'VERCEL_TARGET_ENV="preview"', 'VERCEL_URL=""'].join('\n') + '\n',
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The content service's stand-in, as the e2e suite runs it, until the build is over. */
async function startContentService(port, content) {
  const service = spawn(
    process.execPath,
    [path.join(root, 'node_modules', '.bin', 'tsx'), 'tests/e2e/fake-sanity-server.ts'],
    {
      cwd: root,
      env: { ...process.env, ...content },
      stdio: 'inherit',
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/__control/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return service;
    await delay(100);
  }
  service.kill();
  throw new Error('the content service stand-in did not start');
}

const target = vercelBuildDir;
copyTree(root, target);
linkProject(target);
const port = await freePort();
const content = contentEnv(port);
const service = await startContentService(port, content);
try {
  // Only what a build machine has, and the project's content settings: none of this shell's own settings.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NEXT_TELEMETRY_DISABLED: '1',
    VERCEL_TELEMETRY_DISABLED: '1',
    // As on Vercel's build machines: the functions run the bundled server that next build traced, not a full
    // next-server the CLI would trace again (docs/workarounds.md#vercel-build-offline).
    VERCEL_NEXT_BUNDLED_SERVER: '1',
    ...content,
    ...testBuildEnv,
  };
  const build = spawnSync(process.execPath, [cli, 'build', '--yes'], { cwd: target, env, stdio: 'inherit' });
  if (build.status !== 0) process.exitCode = build.status ?? 1;
  else console.info(`[vercel-build] Build Output: ${path.join(target, '.vercel', 'output')}`);
} finally {
  service.kill();
}
