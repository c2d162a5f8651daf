'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import { analytics, trackEvent } from '@/lib/analytics';
import { pushConsentUpdate } from '@/lib/analytics/consent-mode';
import { analyticsAllowed } from '@/lib/analytics/environment';
import { getConsent } from '@/lib/consent';
import type { AdminPanelLabels } from './admin-geo-panel';
import { consentKey, useConsentChoice } from './use-consent-choice';
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

export type AnalyticsIds = { gtm?: string; ga?: string; metaPixel?: string; clarity?: string };

const subscribeStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const readAdminMode = () => {
  try {
    return localStorage.getItem('admin_mode') === 'true';
  } catch {
    return false;
  }
};
const noSubscription = () => () => {};

type AnalyticsRootProps = { locale: Locale; ids: AnalyticsIds; productionUrl: string; adminLabels: AdminPanelLabels };

/**
 * Every analytics loader, each behind the consent store (spec §4): the tag manager with analytics or
 * marketing consent, the pixel with marketing, session recording and Vercel Analytics with analytics.
 * Third-party tags run only on the production domain, localhost or in tag-manager preview.
 */
export function AnalyticsRoot({ locale, ids, productionUrl, adminLabels }: AnalyticsRootProps) {
  const choice = useConsentChoice();
  const hostAllowed = useSyncExternalStore(
    noSubscription,
    () => analyticsAllowed(window.location.hostname, window.location.search, productionUrl),
    () => false,
  );
  const adminMode = useSyncExternalStore(subscribeStorage, readAdminMode, () => false);
  const previousChoice = useRef<string | null>(null);

  useEffect(() => analytics.connectConsent(getConsent), []);
  useEngagement(locale);

  // A new choice releases the waiting events, or drops them if the visitor refused; tags already in the
  // page hear it through Consent Mode (a no-op until the tag manager pushed its default).
  useEffect(() => {
    analytics.flush();
    pushConsentUpdate({ analytics: choice.analytics, marketing: choice.marketing, functional: choice.functional });
    const current = consentKey();
    if (previousChoice.current !== null && previousChoice.current !== current) {
      trackEvent('cookie_consent', {
        analytics: choice.analytics,
        marketing: choice.marketing,
        functional: choice.functional,
      });
    }
    previousChoice.current = current;
  }, [choice.key, choice.analytics, choice.marketing, choice.functional]);

  return (
    <>
      {hostAllowed && choice.granted && (ids.gtm || ids.ga) ? (
        <TagManager
          gtmId={ids.gtm}
          gaId={ids.ga}
          analytics={choice.analytics}
          marketing={choice.marketing}
          functional={choice.functional}
        />
      ) : null}
      {hostAllowed && choice.marketing && ids.metaPixel ? <MetaPixel pixelId={ids.metaPixel} /> : null}
      {hostAllowed && choice.analytics && ids.clarity ? <SessionRecording projectId={ids.clarity} /> : null}
      {hostAllowed && choice.analytics ? <VercelAnalytics /> : null}
      {adminMode ? <AdminGeoPanel labels={adminLabels} locale={locale} /> : null}
    </>
  );
}
