'use client';

import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import { analyticsAllowed } from '@/lib/analytics/environment';
import { NO_CONSENT, onConsentChoice } from '@/lib/consent';
import { onStoredChange, readItem } from '@/lib/consent/storage';
import { useConsent } from '@/lib/consent/use-consent';
import { useBrowserValue } from '@/lib/use-browser-value';
import type { CityBannerLabels } from '@/components/places/city-banner';
import type { AdminPanelLabels } from './admin-geo-panel';
import { useEngagement } from './use-engagement';

// Each loader is downloaded only once consent and the host allow it, and the panel only in an admin's browser:
// a visitor who has not chosen, or refused, gets none of their code.
const TagManager = dynamic(() => import('./tag-manager').then((module) => module.TagManager), { ssr: false });
const MetaPixel = dynamic(() => import('./meta-pixel').then((module) => module.MetaPixel), { ssr: false });
const SessionRecording = dynamic(() => import('./session-recording').then((module) => module.SessionRecording), {
  ssr: false,
});
const VercelAnalytics = dynamic(() => import('@vercel/analytics/next').then((module) => module.Analytics), {
  ssr: false,
});
const AdminGeoPanel = dynamic(() => import('./admin-geo-panel').then((panel) => panel.AdminGeoPanel), { ssr: false });
// The city suggestion asks the host for the visitor's city: only with analytics consent, so only then downloaded.
const CityBanner = dynamic(() => import('@/components/places/city-banner').then((banner) => banner.CityBanner), {
  ssr: false,
});

type AnalyticsIds = { gtm?: string; ga?: string; metaPixel?: string; clarity?: string };

const subscribeAdminMode = (onChange: () => void) => onStoredChange(['adminMode'], onChange);
const readAdminMode = () => readItem('adminMode') === 'true';
type AnalyticsRootProps = {
  locale: Locale;
  ids: AnalyticsIds;
  productionUrl: string;
  adminLabels: AdminPanelLabels;
  cityBannerLabels: CityBannerLabels;
  /** Only where Vercel serves their script (lib/env.ts). */
  vercelAnalytics: boolean;
};

/**
 * Every analytics loader, each behind lib/consent (docs/behaviour/analytics.md#consent-gating): the tag manager once
 * events are allowed (analytics or marketing), the pixel with marketing, session recording and Vercel Analytics (on
 * Vercel only) with analytics, and the first-party city suggestion with analytics. Third-party tags run only on the
 * production domain, localhost or in tag-manager preview.
 */
export function AnalyticsRoot({
  locale,
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
  const adminMode = useSyncExternalStore(subscribeAdminMode, readAdminMode, () => false);

  useEngagement(locale);

  // Each choice the visitor makes is itself an event, sent if it allows events and dropped otherwise; a page
  // load only reads the stored choice, so it sends none.
  useEffect(
    () =>
      onConsentChoice(({ analytics, marketing, functional }) =>
        trackEvent('cookie_consent', { analytics, marketing, functional }),
      ),
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
