import { readFileSync } from 'node:fs';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { homeLanguageHeaders } from './i18n/language-choice';
import { fallbackRewrites, localeRewrites, searchViewRewrites } from './i18n/rewrites';
import { perLocale } from './i18n/routing';
import { deploymentEnvironment, siteUrl } from './lib/env';
import { productionProblems } from './lib/production-readiness';
import {
  DRAFT_MODE_COOKIE,
  draftModeSecurityHeaders,
  securityHeaders,
  studioSecurityHeaders,
} from './lib/security-headers';

// Names the service worker's caches (public/sw.js): each build gets its own.
const buildVersion = process.env.VERCEL_DEPLOYMENT_ID ?? process.env.BUILD_VERSION ?? Date.now().toString(36);

const vercelEnvironment = process.env.NEXT_PUBLIC_VERCEL_ENV || process.env.VERCEL_ENV;

const nextConfig: NextConfig = {
  // A test builds into a throwaway folder (tests/unit/production-readiness.test.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes the whole HTML on every request to make an ETag: a fifth of the CPU of serving a static
  // page (bench/). The CDN in front keeps its own validators, so the origin skips that work.
  generateEtags: false,
  env: {
    NEXT_PUBLIC_BUILD_VERSION: buildVersion,
    // The copyright year and the years of experience are those of the build, never of a visit (site.config.ts).
    NEXT_PUBLIC_BUILD_YEAR: String(new Date().getFullYear()),
    // Inlined even when unset, so that code for a Sanity project is left out of the bundles without one
    // (lib/content/source.ts, components/layout/site-header.tsx).
    NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '',
    // Vercel tells its builds which environment they are for; the banner and /api/health read it (lib/env.ts).
    ...(vercelEnvironment ? { NEXT_PUBLIC_VERCEL_ENV: vercelEnvironment } : {}),
    // app/global-error.tsx renders outside every provider and ships on every page: it gets its few words
    // from the catalogues here, at build time, rather than importing every catalogue into the browser.
    NEXT_PUBLIC_GLOBAL_ERROR_TEXTS: JSON.stringify(
      perLocale((locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).ErrorPage),
    ),
  },
  // CI runs `npm run typecheck` before the build; checking twice only slows the build.
  typescript: { ignoreBuildErrors: true },
  // No image goes through Next's optimizer (components/ui/static-image.tsx): `/_next/image` answers 404, never a 500.
  images: { unoptimized: true },
  reactStrictMode: true,
  // `npm run bench:js` reads the browser bundles' source maps to tell where each page's JavaScript goes.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  // The embedded dataset is read from disk at run time (lib/content/source.ts).
  // The share pictures' font is read from disk too, when a new article's picture is made (lib/seo/share-card.tsx).
  outputFileTracingIncludes: {
    '/**': ['./content/dataset.ndjson'],
    '/[locale]/og/blog/[slug]': ['./node_modules/@fontsource/inter/files/inter-latin-{400,700}-normal.woff'],
  },
  turbopack: {
    // The contact schema runs in the browser too; there, the browser's own HTML parser does sanitize-html's work.
    resolveAlias: { 'sanitize-html': { browser: './lib/contact/sanitize-html.browser.ts' } },
  },
  experimental: {
    // A first visit would wait a round trip for the stylesheet before any paint (~700 ms on a slow phone
    // network, bench/); the utility CSS is small, so every page carries it in its <head> instead.
    inlineCss: true,
    // Optimistic routing learns `/fr` as the pattern `/[locale]` and then asks for `/contact` as the page
    // `[locale]=contact` (a 404 in the console), because our localized URLs are rewrites.
    optimisticRouting: false,
    // Turbopack's build cache makes a deployment's next build faster (Vercel keeps .next/cache between builds); the
    // test builds turn it off: made once from a fresh clone, nothing reads it (scripts/test-build-env.mjs).
    turbopackFileSystemCacheForBuild: process.env.TURBOPACK_BUILD_CACHE !== 'off',
  },
  async rewrites() {
    // beforeFiles: a search is its view before `/fr/blog`, a prerendered page, could claim it.
    // afterFiles: after static files and API routes, before the dynamic [locale] segment would swallow the path.
    // fallback: once no route (nor a dynamic segment's known params) claims the path, a success page's version
    // (i18n/query-variants.ts), else its language's 404 page.
    return { beforeFiles: searchViewRewrites(), afterFiles: localeRewrites(), fallback: fallbackRewrites() };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      ...homeLanguageHeaders(siteUrl.startsWith('https:')),
      // Replace the site-wide policy for the studio's preview frame: its entry, then any request in draft mode.
      { source: '/api/draft-mode/enable', headers: draftModeSecurityHeaders },
      { source: '/:path*', has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: draftModeSecurityHeaders },
      // Listed last, so it replaces the site-wide policy on the studio's own paths only.
      { source: '/studio/:path*', headers: studioSecurityHeaders },
    ];
  },
};

/**
 * A production build stops with the list of what to set while the site could lose leads, forge or misdirect links, or
 * publish sample data (docs/deploy.md#what-a-production-build-checks). `next dev` runs its workers as threads and
 * compiles a dynamic import when it is first reached (docs/architecture.md#development-server); builds keep Next's defaults.
 */
export default function config(phase: string): NextConfig {
  // The bench builds the production pages with its stand-in services and the sample data (bench/run.mjs).
  const environment = deploymentEnvironment({ ...process.env, NEXT_PUBLIC_VERCEL_ENV: vercelEnvironment });
  if (phase === PHASE_PRODUCTION_BUILD && environment === 'production' && process.env.PRODUCTION_CHECK !== 'off') {
    const problems = productionProblems(process.env);
    if (problems.length > 0) {
      throw new Error(
        `This production build (${process.env.NEXT_PUBLIC_APP_ENV ? 'NEXT_PUBLIC_APP_ENV' : 'VERCEL_ENV'}=production) cannot go live yet. Set or fix:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nSee the Deploy section of README.md.`,
      );
    }
  }
  const development = {
    workerThreads: true,
    turbopackPluginRuntimeStrategy: 'workerThreads',
    turbopackLazyDynamicImports: true,
    turbopackLazyDynamicImportsSSR: true,
  } as const;
  const experimental = { ...nextConfig.experimental, ...(phase === PHASE_DEVELOPMENT_SERVER ? development : {}) };
  return createNextIntlPlugin('./i18n/request.ts')({ ...nextConfig, experimental });
}
