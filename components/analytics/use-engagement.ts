import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/i18n/routing';
import { analytics, sessionStarted, trackEvent } from '@/lib/analytics';
import { startCityVisit } from '@/lib/analytics/engagement/city';
import { watchClicks } from '@/lib/analytics/engagement/clicks';
import { currentCitySlug } from '@/lib/analytics/engagement/page';
import { watchScroll } from '@/lib/analytics/engagement/scroll';
import { reportSuccessPage } from '@/lib/analytics/engagement/success';
import { watchToggles } from '@/lib/analytics/engagement/toggles';
import { watchViews } from '@/lib/analytics/engagement/views';
import { startWebVitals } from '@/lib/analytics/web-vitals';

function referrerHost(): string | undefined {
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : undefined;
    return host === window.location.hostname ? undefined : host;
  } catch {
    return undefined;
  }
}

let sessionReported = false;

/**
 * Every engagement signal (docs/behaviour/analytics.md#event-catalogue), from listeners on the document: pages carry
 * only data-* attributes.
 */
export function useEngagement(locale: Locale): void {
  const pathname = usePathname();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionReported && !sessionStarted()) {
      sessionReported = true;
      trackEvent('session_start', {
        language: locale,
        page_path: window.location.pathname,
        referrer_host: referrerHost(),
      });
    }
    startWebVitals();
    const onPageHide = () => analytics.reportAbandonedForms();
    window.addEventListener('pagehide', onPageHide);
    const stops = [watchClicks(locale), watchToggles()];
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      stops.forEach((stop) => stop());
    };
  }, [locale]);

  useEffect(() => {
    const citySlug = currentCitySlug();
    const stops = [watchViews(), watchScroll(locale, citySlug)];
    if (citySlug) stops.push(startCityVisit(citySlug, locale, previousPath.current));
    reportSuccessPage(locale);
    previousPath.current = window.location.pathname;
    return () => stops.forEach((stop) => stop());
  }, [pathname, locale]);
}
