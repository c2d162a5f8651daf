'use client';

import { useEffect } from 'react';
import { prefixedLocales } from '@/i18n/routing';
import { whenIdle } from '@/lib/analytics/schedule';

/**
 * Each build gets its own worker URL, so its caches are named after the build and the previous ones are deleted.
 * The worker, a static file, learns the languages under a path prefix from it.
 */
const workerUrl = `/sw.js?${new URLSearchParams({
  v: process.env.NEXT_PUBLIC_BUILD_VERSION ?? 'dev',
  prefixes: prefixedLocales.join(','),
})}`;
/** @public named in docs/behaviour/constants.md */
export const IDLE_TIMEOUT_MS = 5000;
/** @public named in docs/behaviour/constants.md */
export const IDLE_FALLBACK_MS = 3000;

function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/_next/static/'));
}

/**
 * The service worker (docs/behaviour/experience.md#service-worker) is registered at start-up, in production builds
 * only, once the page is idle; it prefetches the services, portfolio and contact pages in every language (public/sw.js,
 * PRECACHED_PAGES).
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    return whenIdle(
      () => {
        navigator.serviceWorker
          .register(workerUrl, { scope: '/' })
          .then(() => navigator.serviceWorker.ready)
          // This page's scripts were fetched before the worker existed: hand it their addresses to keep.
          .then((registration) => registration.active?.postMessage({ type: 'keep-assets', urls: loadedAssets() }))
          .catch(() => {
            // No worker (private mode, blocked by policy): the site simply works without offline pages.
          });
      },
      IDLE_TIMEOUT_MS,
      IDLE_FALLBACK_MS,
    );
  }, []);
  return null;
}
