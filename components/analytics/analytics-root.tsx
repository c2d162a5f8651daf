'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useCurrentPage } from '@/i18n/client-navigation';
import { trackEvent } from '@/lib/analytics';
import { watchDocument, watchPage } from '@/lib/analytics/engagement';
import { NO_CONSENT, subscribeConsent } from '@/lib/consent';
import { readItem } from '@/lib/consent/storage';
import { useConsent } from '@/lib/consent/use-consent';
import { useBrowserValue } from '@/lib/use-browser-value';
import type { CityBannerLabels } from '@/components/places/city-banner';
import type { AdminPanelLabels } from './admin-geo-panel';

// The tags' code is downloaded only once consent and the host allow them, the panel only in an admin's browser, and the
// city suggestion (which asks the host for the visitor's city) only with analytics consent.
const TagManager = dynamic(() => import('./third-parties').then((tags) => tags.TagManager), { ssr: false });
const MetaPixel = dynamic(() => import('./third-parties').then((tags) => tags.MetaPixel), { ssr: false });
const SessionRecording = dynamic(() => import('./third-parties').then((tags) => tags.SessionRecording), {
  ssr: false,
});
const VercelAnalytics = dynamic(() => import('@vercel/analytics/next').then((vercel) => vercel.Analytics), {
  ssr: false,
});
const AdminGeoPanel = dynamic(() => import('./admin-geo-panel').then((panel) => panel.AdminGeoPanel), { ssr: false });
const CityBanner = dynamic(() => import('@/components/places/city-banner').then((banner) => banner.CityBanner), {
  ssr: false,
});

/**
 * Where third-party tags may run (docs/behaviour/analytics.md#where-analytics-runs): the production domain (with or
 * without www), localhost, or anywhere in tag-manager preview.
 */
export function analyticsAllowed(hostname: string, search: string, productionUrl: string): boolean {
  const bare = (host: string) => host.replace(/^www\./, '');
  if (['localhost', '127.0.0.1', '[::1]'].includes(hostname)) return true;
  if (bare(hostname) === bare(new URL(productionUrl).hostname)) return true;
  const params = new URLSearchParams(search);
  return params.has('gtm_debug') || params.has('gtm_preview');
}

type AnalyticsRootProps = {
  ids: { gtm?: string; ga?: string; metaPixel?: string; clarity?: string };
  productionUrl: string;
  adminLabels: AdminPanelLabels;
  cityBannerLabels: CityBannerLabels;
  /** Only where Vercel serves their script (lib/env.ts). */
  vercelAnalytics: boolean;
};

/**
 * Every analytics loader, each behind lib/consent (docs/behaviour/analytics.md#consent-gating): the tag manager once
 * events are allowed, the pixel with marketing, session recording, Vercel Analytics and the city suggestion with
 * analytics; and the document's engagement listeners.
 */
export function AnalyticsRoot({
  ids,
  productionUrl,
  adminLabels,
  cityBannerLabels,
  vercelAnalytics,
}: AnalyticsRootProps) {
  const consent = useConsent();
  const hostAllowed = useBrowserValue(
    () => analyticsAllowed(window.location.hostname, window.location.search, productionUrl),
    false,
  );
  const tags = hostAllowed ? consent : NO_CONSENT;
  // Set by hand in the owner's browser: read once per page load.
  const adminMode = useBrowserValue(() => readItem('adminMode') === 'true', false);
  const pathname = usePathname();
  const { locale } = useCurrentPage();
  const previousPath = useRef<string | null>(null);

  useEffect(() => watchDocument(locale), [locale]);
  useEffect(() => {
    const stop = watchPage(locale, previousPath.current);
    previousPath.current = window.location.pathname;
    return stop;
  }, [pathname, locale]);
  // Each choice the visitor makes is an event of its own; a page load only reads the stored choice, so it sends none.
  useEffect(
    () =>
      subscribeConsent((_, choice) => {
        if (!choice) return;
        const { analytics, marketing, functional } = choice;
        trackEvent('cookie_consent', { analytics, marketing, functional });
      }),
    [],
  );

  return (
    <>
      {tags.events === 'allowed' && (ids.gtm || ids.ga) ? <TagManager gtmId={ids.gtm} gaId={ids.ga} /> : null}
      {tags.marketing && ids.metaPixel ? <MetaPixel pixelId={ids.metaPixel} /> : null}
      {tags.analytics && ids.clarity ? <SessionRecording projectId={ids.clarity} /> : null}
      {tags.analytics && vercelAnalytics ? <VercelAnalytics /> : null}
      {consent.analytics ? <CityBanner labels={cityBannerLabels} locale={locale} /> : null}
      {adminMode ? <AdminGeoPanel labels={adminLabels} locale={locale} /> : null}
    </>
  );
}
