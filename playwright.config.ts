import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CONSENT_VERSION } from './lib/consent/constants';
import { STORAGE_KEYS } from './lib/consent/storage-keys';

const port = Number(process.env.E2E_PORT ?? 3100);
export const fakeResendPort = Number(process.env.FAKE_RESEND_PORT ?? 3901);
/** The Resend segment the newsletter's confirmed readers join (tests/e2e/newsletter.spec.ts). */
export const newsletterSegment = 'seg_e2e_newsletter';

/** A free port for the Redis server of tests/e2e/shared-rate-limit.spec.ts (Debian's redis-server). */
export const redisPort = Number(process.env.REDIS_TEST_PORT ?? 6390);

/** What the site reads at run time in the tests: the fake email provider and a complete contact setup. */
export const siteRunEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  RESEND_API_KEY: 're_test_fake_key',
  RESEND_BASE_URL: `http://127.0.0.1:${fakeResendPort}`,
  CONTACT_TO_EMAIL: 'owner@example.test',
  CONTACT_FROM_EMAIL: 'Website <website@example.test>',
  RESEND_SEGMENT_ID: newsletterSegment,
  NEWSLETTER_SECRET: 'e2e-newsletter-secret-of-32-characters-or-more',
  // The suite mails more visitor addresses in an hour than a site should (its default cap is 20): the per-address
  // limits are what the specs prove; the hourly cap is proven in tests/unit/contact-route.test.ts.
  VISITOR_MAIL_HOURLY_CAP: '10000',
  // A lead the fake provider refused is retried within a second or two of its recovery.
  LEAD_RETRY_PERIOD_SECONDS: '1',
};

/**
 * `next start` as the suite runs it. Playwright's request contexts reuse an idle socket without heeding the server's
 * keep-alive timeout (5 s by default), so a request after a longer pause may ride a socket the server is closing
 * and fail with ECONNRESET: the suite's servers keep idle sockets open longer than any test lasts
 * (docs/workarounds.md#the-test-servers-keep-idle-connections-open).
 */
export const nextStartArgs = (port: number) => ['start', '-p', String(port), '--keepAliveTimeout', '600000'];

/**
 * The content-service specs run against a second build of the site whose blog reads the content service
 * through its real client, pointed at a local stand-in (tests/e2e/fake-sanity.ts) instead of Sanity.
 */
const contentServiceSpec = 'tests/e2e/content-service.spec.ts';
// Past the ports of the shared-rate-limit spec's own instances (E2E_PORT + 1 to 3).
const contentServicePort = Number(process.env.E2E_CONTENT_PORT ?? port + 5);
export const fakeSanityPort = Number(process.env.FAKE_SANITY_PORT ?? fakeResendPort + 1);
export const contentService = {
  projectId: 'e2etest',
  dataset: 'production',
  webhookSecret: 'e2e-webhook-secret',
  /** The viewer token draft mode reads drafts with: the server's secret, which no browser may ever see. */
  readToken: 'skE2eViewerTokenServerOnly',
  /** Where that build is written (NEXT_DIST_DIR), apart from the suite's `.next/`. */
  distDir: '.next-sanity',
};

/**
 * That build takes minutes: it is made only when the run may include its spec, that is unless the command
 * line names spec files or folders (`playwright test tests/e2e/blog.spec.ts`) and none of them holds it.
 */
const namedPaths = process.argv
  .slice(2)
  .map((argument) => argument.replace(/:\d+$/, ''))
  .filter((argument) => !argument.startsWith('-') && existsSync(argument));
const runsContentService =
  namedPaths.length === 0 ||
  namedPaths.some((named) => path.resolve(contentServiceSpec).startsWith(path.resolve(named)));

/**
 * Specs about pages start with a "necessary only" choice made today, so the cookie banner never covers
 * what they click; the consent and analytics specs start from an empty browser instead.
 */
const consentDate = new Date().toISOString();
const chosenNecessaryOnly = {
  cookies: [],
  origins: [
    {
      origin: `http://localhost:${port}`,
      localStorage: [
        { name: STORAGE_KEYS.consentDate.name, value: consentDate },
        { name: STORAGE_KEYS.consentVersion.name, value: CONSENT_VERSION },
        {
          name: STORAGE_KEYS.consentRecord.name,
          value: JSON.stringify({
            preferences: { necessary: true, analytics: false, marketing: false, functional: false },
            consentDate,
            consentVersion: CONSENT_VERSION,
            userAgent: 'playwright',
            ipHash: 'client-side-placeholder',
            gdprCompliant: true,
          }),
        },
      ],
    },
  ],
};

/** The built site in Debian's Chromium; never a downloaded browser. */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    storageState: chosenNecessaryOnly,
    trace: 'retain-on-failure',
    // The production build registers a service worker (public/sw.js); it would answer page requests
    // before page.route() sees them. Specs about offline behaviour allow it (tests/e2e/experience.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: contentServiceSpec.replace('tests/e2e/', ''),
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'content-service',
      testMatch: contentServiceSpec.replace('tests/e2e/', ''),
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${contentServicePort}` },
    },
  ],
  webServer: [
    {
      // next-intl's rewrites break with -H 127.0.0.1 (docs/workarounds.md#next-start-on-localhost-not-127001): serve on
      // localhost.
      command: `npm run build && npx next ${nextStartArgs(port).join(' ')}`,
      url: `http://localhost:${port}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      env: {
        ...siteRunEnv,
        // Every analytics id is set, so the loaders are exercised; the consent and analytics specs intercept their hosts.
        NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
        NEXT_PUBLIC_GA_ID: 'G-TEST123',
        NEXT_PUBLIC_META_PIXEL_ID: '1234567890',
        NEXT_PUBLIC_CLARITY_ID: 'testclarity',
        // Not production: every page shows the environment banner
        // (docs/behaviour/pages-and-routes.md#environment-banner).
        NEXT_PUBLIC_APP_ENV: 'e2e',
        // The tests play the host that sets the visitor's geolocation headers (tests/e2e/city-detection.spec.ts).
        GEO_HEADERS_TRUSTED: 'true',
      },
    },
    ...(runsContentService ? contentServiceServers() : []),
  ],
});

/** The stand-in first: the build below queries it for the articles it prerenders. */
function contentServiceServers() {
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_SANITY_PROJECT_ID: contentService.projectId,
    NEXT_PUBLIC_SANITY_DATASET: contentService.dataset,
    SANITY_API_HOST: `http://127.0.0.1:${fakeSanityPort}`,
    SANITY_REVALIDATE_SECRET: contentService.webhookSecret,
    SANITY_API_READ_TOKEN: contentService.readToken,
    FAKE_SANITY_PORT: String(fakeSanityPort),
  };
  return [
    {
      command: 'npx tsx tests/e2e/fake-sanity-server.ts',
      url: `http://127.0.0.1:${fakeSanityPort}/__control/health`,
      reuseExistingServer: !process.env.CI,
      env,
    },
    {
      command: `npm run build && npx next ${nextStartArgs(contentServicePort).join(' ')}`,
      url: `http://localhost:${contentServicePort}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      env: { ...env, NEXT_DIST_DIR: contentService.distDir },
    },
  ];
}
