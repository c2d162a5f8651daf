/**
 * The test suites' settings, named once: the browser suite's ports, the environment of its two builds and of their
 * servers, and where `vercel build` builds. Read by playwright.config.ts, the specs, tests/hosts/ and the scripts
 * that make the builds (scripts/e2e-build.mjs, scripts/vercel-build.mjs, through tsx).
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Every reader runs from the checkout's root (npm's scripts, Playwright, Jest); `__dirname` is not the same path
// under Playwright's loader and under the scripts' `tsImport`.
const root = process.cwd();

/** Where scripts/vercel-build.mjs copies and builds this checkout: one folder per checkout, outside it. */
export const vercelBuildDir = path.join(
  tmpdir(),
  `vercel-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
);

export const port = Number(process.env.E2E_PORT ?? 3100);
export const fakeResendPort = Number(process.env.FAKE_RESEND_PORT ?? 3901);
export const fakeSanityPort = Number(process.env.FAKE_SANITY_PORT ?? fakeResendPort + 1);
/** A free port for the Redis servers the specs start (Debian's redis-server). */
export const redisPort = Number(process.env.REDIS_TEST_PORT ?? 6390);
// Past the ports of the shared-rate-limit spec's own instances (E2E_PORT + 1 to 3).
export const contentServicePort = Number(process.env.E2E_CONTENT_PORT ?? port + 5);

/** The Resend segment the newsletter's confirmed readers join (tests/e2e/newsletter.spec.ts). */
export const newsletterSegment = 'seg_e2e_newsletter';

/**
 * What both test builds and their servers share: no telemetry, and no Turbopack build cache (next.config.ts): each
 * build is made once, on a fresh clone in CI, where nothing reads the cache again (docs/measurements.md#where-the-test-time-goes).
 */
const testProcess = { NEXT_TELEMETRY_DISABLED: '1', TURBOPACK_BUILD_CACHE: 'off' };

/** What the site reads at run time in the tests: the fake email provider and a complete contact setup. */
export const siteRunEnv = {
  ...testProcess,
  RESEND_API_KEY: 're_test_fake_key',
  RESEND_BASE_URL: `http://127.0.0.1:${fakeResendPort}`,
  CONTACT_TO_EMAIL: 'owner@example.test',
  CONTACT_FROM_EMAIL: 'Website <website@example.test>',
  RESEND_SEGMENT_ID: newsletterSegment,
  NEWSLETTER_SECRET: 'e2e-newsletter-secret-of-32-characters-or-more',
  // The suite mails more visitor addresses in an hour than a site should (its default cap is 20): the per-address
  // limits are what the specs prove; the hourly cap is proven in tests/unit/contact-route.test.ts.
  VISITOR_MAIL_HOURLY_CAP: '10000',
  // And more new leads in an hour than the site's ceiling (60 by default): tests/e2e/lead-ceiling.spec.ts proves the
  // ceiling on instances of its own.
  LEADS_HOURLY_CAP: '100000',
  // A lead the fake provider refused is retried within a second or two of its recovery.
  LEAD_RETRY_PERIOD_SECONDS: '1',
};

/** The main build: the embedded articles, every analytics id set (their hosts are intercepted), not production. */
const mainBuildEnv = {
  NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
  NEXT_PUBLIC_GA_ID: 'G-TEST123',
  NEXT_PUBLIC_META_PIXEL_ID: '1234567890',
  NEXT_PUBLIC_CLARITY_ID: 'testclarity',
  // Not production: every page shows the environment banner (docs/behaviour/pages-and-routes.md#environment-banner).
  NEXT_PUBLIC_APP_ENV: 'e2e',
};

/** The main build's server: the tests play the host that sets the visitor's geolocation headers. */
export const mainServerEnv = { ...siteRunEnv, ...mainBuildEnv, GEO_HEADERS_TRUSTED: 'true' };

/**
 * The second build is the one `vercel build` writes (scripts/vercel-build.mjs): its blog reads the content service
 * through the site's own client, at a stand-in (tests/e2e/fake-sanity.ts). tests/hosts/ read its Build Output and
 * tests/e2e/content-service.spec.ts runs `next start` on it.
 */
export const contentService = {
  projectId: 'e2etest',
  dataset: 'production',
  webhookSecret: 'e2e-webhook-secret',
  /** The viewer token draft mode reads drafts with: the server's secret, which no browser may ever see. */
  readToken: 'skE2eViewerTokenServerOnly',
  /** The checkout's copy that `vercel build` builds in, and where its `next start` runs. */
  buildDir: vercelBuildDir,
};

/**
 * The content-service build's settings, with the stand-in at `standInPort`: what `vercel build` builds with (the
 * project's variables reach a Vercel build, secrets included) and what its `next start` runs with.
 */
export const contentEnv = (standInPort: number) => ({
  ...testProcess,
  NEXT_PUBLIC_SANITY_PROJECT_ID: contentService.projectId,
  NEXT_PUBLIC_SANITY_DATASET: contentService.dataset,
  SANITY_API_HOST: `http://127.0.0.1:${standInPort}`,
  SANITY_REVALIDATE_SECRET: contentService.webhookSecret,
  SANITY_API_READ_TOKEN: contentService.readToken,
  FAKE_SANITY_PORT: String(standInPort),
});

/**
 * `next start` as the suite runs it. Playwright's request contexts reuse an idle socket without heeding the server's
 * keep-alive timeout (5 s by default), so a request after a longer pause may ride a socket the server is closing
 * and fail with ECONNRESET: the suite's servers keep idle sockets open longer than any test lasts
 * (docs/workarounds.md#the-test-servers-keep-idle-connections-open).
 */
export const nextStartArgs = (listenPort: number) => [
  'start',
  '-p',
  String(listenPort),
  '--keepAliveTimeout',
  '600000',
];
