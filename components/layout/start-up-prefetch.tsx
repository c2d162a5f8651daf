'use client';

// Next's own router prefetches a finished URL; next-intl's would prefix the default language (/en/…, a 308).
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { whenIdle } from '@/lib/analytics/schedule';

const startUpPages = ['/services', '/portfolio', '/contact'] as const;
const IDLE_TIMEOUT_MS = 3000;
const IDLE_FALLBACK_MS = 2000;

/** Spec §2: once the page is idle, the services, portfolio and contact pages are prefetched in both languages. */
export function StartUpPrefetch() {
  const router = useRouter();
  useEffect(
    () =>
      whenIdle(
        () => {
          for (const locale of routing.locales) {
            for (const href of startUpPages) router.prefetch(getPathname({ href, locale }));
          }
        },
        IDLE_TIMEOUT_MS,
        IDLE_FALLBACK_MS,
      ),
    [router],
  );
  return null;
}
