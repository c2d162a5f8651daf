import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { EngineName } from './tests/engines/drivers';
import * as suite from './tests/e2e/suite';

/**
 * The built site in Debian's Chromium, Firefox and WebKit; never a downloaded browser. The same settings on every
 * machine: three workers (two left a third of 2 cores idle), no retry (a test that needs one is a failing test).
 * `npm test` makes both builds first and says so with E2E_PREBUILT=1; `npm run test:e2e` alone makes them here.
 */
const serve = (build: string, listenPort: number, folder = '.') =>
  `${process.env.E2E_PREBUILT === '1' ? '' : `node ${build} && `}cd '${folder}' && npx next ${suite.nextStartArgs(listenPort).join(' ')}`;

// The content-service spec runs on the build `vercel build` writes, which takes minutes: its servers start unless
// the command line names spec files or folders and none of them holds it.
const contentServiceSpec = path.resolve('tests/e2e/content-service.spec.ts');
const named = process.argv.slice(2).flatMap((argument) => {
  const file = argument.replace(/:\d+$/, '');
  return !file.startsWith('-') && existsSync(file) ? [path.resolve(file)] : [];
});
const runsContentService = named.length === 0 || named.some((file) => contentServiceSpec.startsWith(file));

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium-headless-shell',
    // V8 up to its baseline compiler: a test's pages live seconds, too short for the optimizing compilers to pay
    // back; about a seventh less CPU for the browser specs (docs/measurements.md#where-the-test-time-goes).
    args: ['--disable-gpu', '--js-flags=--max-opt=1'],
  },
};

export default defineConfig<{ engine: EngineName }>({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 3,
  // Hang guards, not speed limits: two browsers, the servers and a build share two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // Playwright empties its folder when it starts: npm test keeps its phases' logs beside it (scripts/test.mjs).
  outputDir: 'test-results/browsers',
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${suite.port}`,
    screenshot: 'only-on-failure',
    // The service worker (public/sw.js) would answer page requests before page.route() sees them; the offline
    // specs allow it (tests/e2e/experience.spec.ts).
    serviceWorkers: 'block',
    // A visitor who asked for reduced motion: a spec checks what a page does, not how it moves, and the animations
    // cost a seventh of the CPU. The motion is proven where it is the subject (tests/e2e/experience.spec.ts,
    // tests/engines/).
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', testIgnore: path.basename(contentServiceSpec), use: chromium },
    {
      name: 'content-service',
      testMatch: path.basename(contentServiceSpec),
      use: { ...chromium, baseURL: `http://localhost:${suite.contentServicePort}` },
    },
    // The other engines visitors bring, driven by their own tools (tests/engines/drivers.ts).
    ...(['firefox', 'webkit'] as const).map((engine) => ({
      name: engine,
      testDir: './tests/engines',
      use: { engine },
    })),
  ],
  webServer: [
    // On localhost: next-intl's rewrites break with -H 127.0.0.1 (docs/workarounds.md#next-start-on-localhost).
    {
      command: serve('scripts/e2e-build.mjs', suite.port),
      url: `http://localhost:${suite.port}/robots.txt`,
      timeout: 600_000,
      env: suite.mainServerEnv,
    },
    ...(runsContentService
      ? [
          {
            command: 'npx tsx tests/e2e/fake-sanity-server.ts',
            url: `http://127.0.0.1:${suite.fakeSanityPort}/__control/health`,
            env: suite.contentEnv(suite.fakeSanityPort),
          },
          {
            command: serve('scripts/vercel-build.mjs', suite.contentServicePort, suite.contentService.buildDir),
            url: `http://localhost:${suite.contentServicePort}/robots.txt`,
            timeout: 900_000,
            env: suite.contentEnv(suite.fakeSanityPort),
          },
        ]
      : []),
  ],
});
