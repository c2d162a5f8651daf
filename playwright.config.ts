import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { EngineName } from './tests/engines/drivers';
import {
  contentEnv,
  contentService,
  contentServicePort,
  fakeSanityPort,
  mainServerEnv,
  nextStartArgs,
  port,
} from './tests/e2e/suite';

/**
 * The content-service spec runs against the build `vercel build` writes (tests/e2e/suite.ts). Making it takes
 * minutes: its server starts only when the run may include that spec, that is unless the command line names spec
 * files or folders (`playwright test tests/e2e/blog.spec.ts`) and none of them holds it.
 */
const contentServiceSpec = 'tests/e2e/content-service.spec.ts';
const namedPaths = process.argv
  .slice(2)
  .map((argument) => argument.replace(/:\d+$/, ''))
  .filter((argument) => !argument.startsWith('-') && existsSync(argument));
const runsContentService =
  namedPaths.length === 0 ||
  namedPaths.some((named) => path.resolve(contentServiceSpec).startsWith(path.resolve(named)));

/**
 * `npm test` makes both builds before the browsers start (scripts/test.mjs) and says so with E2E_PREBUILT=1;
 * `npm run test:e2e` alone makes them here.
 */
const prebuilt = process.env.E2E_PREBUILT === '1';
const serve = (build: string, listenPort: number, folder = '.') =>
  `${prebuilt ? '' : `node ${build} && `}cd '${folder}' && npx next ${nextStartArgs(listenPort).join(' ')}`;

/**
 * The built site in Debian's Chromium, Firefox and WebKit; never a downloaded browser. The same settings on every
 * machine: two workers (the 2-core machine the README times), no retry (a test that needs one is a failing test),
 * and servers of its own unless E2E_REUSE_SERVER=1 asks to reuse ones already listening.
 */
const reuseExistingServer = process.env.E2E_REUSE_SERVER === '1';
const chromium = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // V8 up to its baseline compiler only: a test's pages live seconds, too short for the optimizing compilers'
      // background work to pay back, and the code means the same in every tier. About a seventh less CPU for the
      // browser specs (docs/measurements.md#where-the-test-time-goes).
      '--js-flags=--max-opt=1',
    ],
  },
};

export default defineConfig<{ engine: EngineName }>({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Hang guards, not speed limits: two browsers, the servers and a build's leftovers share two cores, and a client
  // navigation there (the next page's data and scripts) can take several seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // Playwright empties its folder when it starts: npm test keeps its phases' logs beside it (scripts/test.mjs).
  outputDir: 'test-results/browsers',
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    // Traces only when asked (they record every action of every test, on two busy cores): a failing test is rerun
    // alone with `npx playwright test <file> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The production build registers a service worker (public/sw.js); it would answer page requests
    // before page.route() sees them. Specs about offline behaviour allow it (tests/e2e/experience.spec.ts).
    serviceWorkers: 'block',
    // A visitor who asked for reduced motion, whom the site serves without its reveals, transitions and loading
    // animation: a spec checks what a page does, not how it moves, and the animations cost the consent and analytics
    // specs about a seventh of their CPU (docs/measurements.md#where-the-test-time-goes). The motion itself is proven
    // where it is the subject: tests/e2e/experience.spec.ts, the animation event and the banner's entrance in
    // tests/e2e/, and tests/engines/.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', testIgnore: path.basename(contentServiceSpec), use: chromium },
    {
      name: 'content-service',
      testMatch: path.basename(contentServiceSpec),
      use: { ...chromium, baseURL: `http://localhost:${contentServicePort}` },
    },
    // The other engines visitors bring, driven by their own tools (tests/engines/drivers.ts).
    ...(['firefox', 'webkit'] as const).map((engine) => ({
      name: engine,
      testDir: './tests/engines',
      use: { engine },
    })),
  ],
  webServer: [
    {
      // next-intl's rewrites break with -H 127.0.0.1 (docs/workarounds.md#next-start-on-localhost-not-127001): serve on
      // localhost.
      command: serve('scripts/e2e-build.mjs', port),
      url: `http://localhost:${port}/robots.txt`,
      reuseExistingServer,
      timeout: 600_000,
      env: mainServerEnv,
    },
    ...(runsContentService ? contentServiceServers() : []),
  ],
});

/** The stand-in, then `next start` on the build `vercel build` wrote, in its own copy of the checkout. */
function contentServiceServers() {
  return [
    {
      command: 'npx tsx tests/e2e/fake-sanity-server.ts',
      url: `http://127.0.0.1:${fakeSanityPort}/__control/health`,
      reuseExistingServer,
      env: contentEnv(fakeSanityPort),
    },
    {
      command: serve('scripts/vercel-build.mjs', contentServicePort, contentService.buildDir),
      url: `http://localhost:${contentServicePort}/robots.txt`,
      reuseExistingServer,
      timeout: 900_000,
      env: contentEnv(fakeSanityPort),
    },
  ];
}
