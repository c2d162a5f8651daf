import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { localeRedirects, localeRewrites } from './i18n/rewrites';
import { securityHeaders, studioSecurityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes the whole HTML on every request to make an ETag: a fifth of the CPU of serving a static
  // page (bench/). The CDN in front keeps its own validators, so the origin skips that work.
  generateEtags: false,
  // CI runs `npm run typecheck` before the build; checking twice only slows the build.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // The embedded dataset is read from disk at run time (lib/content/embedded-dataset.ts).
  outputFileTracingIncludes: { '/**': ['./content/dataset.ndjson'] },
  experimental: {
    // Optimistic routing learns `/fr` as the pattern `/[locale]` and then asks for `/contact` as the page
    // `[locale]=contact` (a 404 in the console), because our localized URLs are rewrites.
    optimisticRouting: false,
  },
  async rewrites() {
    // afterFiles: after static files and API routes, before the dynamic [locale] segment would swallow the path.
    return { beforeFiles: [], afterFiles: localeRewrites(), fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Listed last, so it replaces the site-wide policy on the studio's own paths only.
      { source: '/studio/:path*', headers: studioSecurityHeaders },
    ];
  },
  async redirects() {
    return localeRedirects();
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
