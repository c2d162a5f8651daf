'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { analytics } from '@/lib/analytics';
import type { AnalyticsWindow } from '@/lib/analytics/gtag';
import { loadMetaPixel, revokeMetaPixel } from '@/lib/analytics/third-party';
import { whenConsented } from '@/lib/consent';

/**
 * The pixel starts about 100 ms after marketing consent is known
 * (docs/behaviour/analytics.md#conversions-and-the-social-pixel).
 */
export const PIXEL_DELAY_MS = 100;

/**
 * The social pixel, behind marketing consent: a page view per route, conversions from the catalogue.
 * Withdrawn consent revokes it.
 */
export function MetaPixel({ pixelId }: { pixelId: string }) {
  const pathname = usePathname();
  const navigated = useRef(false);

  useEffect(() => {
    let timer: number | undefined;
    let started = false;
    const stop = whenConsented('marketing', {
      load: () => {
        timer = window.setTimeout(() => {
          const fbq = loadMetaPixel(pixelId);
          if (!fbq) return;
          started = true;
          fbq('track', 'PageView');
          analytics.attachPixel(fbq);
        }, PIXEL_DELAY_MS);
      },
      revoke: () => {
        window.clearTimeout(timer);
        if (started) revokeMetaPixel();
      },
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [pixelId]);

  // Later client-side navigations are page views too; the first one is sent when the pixel starts.
  useEffect(() => {
    if (navigated.current) (window as AnalyticsWindow).fbq?.('track', 'PageView');
    navigated.current = true;
  }, [pathname]);

  return null;
}
