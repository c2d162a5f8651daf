import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { localeRedirects, localeRewrites } from './i18n/rewrites';
import { securityHeaders } from './lib/security-headers';
import english from './messages/en.json';
import french from './messages/fr.json';

// Names the service worker's caches (public/sw.js): each build gets its own and the previous build's are deleted.
const buildVersion = process.env.VERCEL_DEPLOYMENT_ID ?? process.env.BUILD_VERSION ?? Date.now().toString(36);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  env: {
    NEXT_PUBLIC_BUILD_VERSION: buildVersion,
    // app/global-error.tsx renders outside every provider and ships on every page: it gets its few words
    // from the catalogues here, at build time, rather than importing both catalogues into the browser.
    NEXT_PUBLIC_GLOBAL_ERROR_TEXTS: JSON.stringify({ en: english.ErrorPage, fr: french.ErrorPage }),
  },
  // CI runs `npm run typecheck` before the build; checking twice only slows the build.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  async rewrites() {
    // afterFiles: after static files and API routes, before the dynamic [locale] segment would swallow the path.
    return { beforeFiles: [], afterFiles: localeRewrites(), fallback: [] };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async redirects() {
    return localeRedirects();
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
