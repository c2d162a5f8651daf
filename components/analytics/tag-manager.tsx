'use client';

import { GoogleAnalytics, GoogleTagManager } from '@next/third-parties/google';
import { useEffect, useState } from 'react';
import { analytics } from '@/lib/analytics';
import { startConsentMode } from '@/lib/analytics/consent-mode';
import { tagManagerPreview } from '@/lib/analytics/environment';
import { loadStrategy, schedule, TAG_MANAGER_TIMEOUT_MS } from '@/lib/analytics/schedule';
import { getFlags } from '@/lib/flags';

type TagManagerProps = { gtmId?: string; gaId?: string };

const libraries = { gtm: 'googletagmanager.com/gtm.js', ga: 'googletagmanager.com/gtag/js' } as const;

/**
 * The tag manager, mounted once consent allows events and loaded as the strategy says, behind Consent
 * Mode v2 (denied by default, then the visitor's choice). If it fails or takes over 15 s, the analytics
 * tag loads directly.
 */
export function TagManager({ gtmId, gaId }: TagManagerProps) {
  const [stage, setStage] = useState<'waiting' | 'gtm' | 'ga'>('waiting');

  useEffect(() => {
    startConsentMode();
    const flags = getFlags();
    return schedule(loadStrategy(flags), () => setStage(gtmId ? 'gtm' : 'ga'), flags.analyticsDelay);
  }, [gtmId]);

  useEffect(() => {
    if (stage === 'waiting') return;
    const isLibrary = (target: EventTarget | null) =>
      target instanceof HTMLScriptElement && target.src.includes(libraries[stage]);
    const fallBack = () => {
      if (stage === 'gtm' && gaId) setStage('ga');
    };
    const timer = window.setTimeout(fallBack, TAG_MANAGER_TIMEOUT_MS);
    // Script load and error events do not bubble; they are caught on their way down the document.
    const onLoad = (event: Event) => {
      if (!isLibrary(event.target)) return;
      window.clearTimeout(timer);
      analytics.markReady(stage === 'gtm' ? 'gtm' : 'gtag');
    };
    const onError = (event: Event) => {
      if (isLibrary(event.target)) fallBack();
    };
    document.addEventListener('load', onLoad, true);
    document.addEventListener('error', onError, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('load', onLoad, true);
      document.removeEventListener('error', onError, true);
    };
  }, [stage, gaId]);

  if (stage === 'gtm' && gtmId)
    return <GoogleTagManager gtmId={gtmId} {...tagManagerPreview(window.location.search)} />;
  if (stage === 'ga' && gaId) return <GoogleAnalytics gaId={gaId} />;
  return null;
}
