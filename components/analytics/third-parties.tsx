'use client';

import { GoogleAnalytics, GoogleTagManager } from '@next/third-parties/google';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { Metric } from 'web-vitals';
import { attachPixel, markReady, startConsentMode, trackEvent, type Fbq } from '@/lib/analytics';
import { injectScript, whenConsented } from '@/lib/consent';
import { loadOptional } from '@/lib/experience/recovery';
import { onFirstInteraction, whenIdle } from '@/lib/experience/timing';
import { getFlags } from '@/lib/flags';

/*
 * The third-party tags (docs/behaviour/analytics.md#consent-gating), in one chunk that analytics-root.tsx downloads
 * only once consent and the host allow a tag. Each one also follows consent while it runs, and is told when it goes.
 */

/** Then the analytics tag loads directly (docs/behaviour/analytics.md#tag-manager-and-fallback). */
export const TAG_MANAGER_TIMEOUT_MS = 15_000;
/** `?analytics-delay` without `requestIdleCallback` (docs/behaviour/analytics.md#load-strategies). */
export const TAG_IDLE_FALLBACK_MS = 2000;
/** The pixel starts this long after marketing consent is known. */
export const PIXEL_DELAY_MS = 100;
/** Session recording waits for an idle moment, or the first pointer or key event. */
export const RECORDING_IDLE_TIMEOUT_MS = 5000;
export const RECORDING_IDLE_FALLBACK_MS = 3000;

type Stub = ((...args: unknown[]) => void) & { queue?: unknown[]; q?: unknown[] };
type TagWindow = Window & { fbq?: Fbq; _fbq?: Fbq; clarity?: Stub };
const tagWindow = () => window as TagWindow;

function reportVital({ name, value, rating, id }: Metric): void {
  // Analytics values are integers: layout shift is reported in thousandths, as Google's guide does.
  const rounded = Math.round(name === 'CLS' ? value * 1000 : value);
  trackEvent('web_vitals', { metric_name: name, value: rounded, rating, metric_id: id });
}

let vitalsStarted = false;
/**
 * Core Web Vitals, once per page load, with the tags: a first visit never downloads the library, and its observers
 * read the buffered entries, so what happened before the choice still counts.
 */
function startWebVitals(): void {
  if (vitalsStarted) return;
  vitalsStarted = true;
  void loadOptional(() => import('web-vitals')).then((vitals) =>
    [vitals?.onCLS, vitals?.onINP, vitals?.onFCP, vitals?.onLCP, vitals?.onTTFB].forEach((on) => on?.(reportVital)),
  );
}

/** The tag manager behind Consent Mode v2, loaded as the flags say; the analytics tag if it fails or takes over 15 s. */
export function TagManager({ gtmId, gaId }: { gtmId?: string; gaId?: string }) {
  const [stage, setStage] = useState<'waiting' | 'gtm' | 'ga'>('waiting');

  useEffect(() => {
    startConsentMode();
    startWebVitals();
    const start = () => setStage(gtmId ? 'gtm' : 'ga');
    const { deferAnalytics, analyticsDelay } = getFlags();
    if (deferAnalytics) return onFirstInteraction(start);
    if (analyticsDelay !== null) return whenIdle(start, analyticsDelay, TAG_IDLE_FALLBACK_MS);
    start();
  }, [gtmId]);

  useEffect(() => {
    if (stage === 'waiting') return;
    const library = stage === 'gtm' ? 'googletagmanager.com/gtm.js' : 'googletagmanager.com/gtag/js';
    const isLibrary = (target: EventTarget | null) =>
      target instanceof HTMLScriptElement && target.src.includes(library);
    const fallBack = () => stage === 'gtm' && gaId && setStage('ga');
    const timer = window.setTimeout(fallBack, TAG_MANAGER_TIMEOUT_MS);
    // Script load and error events do not bubble: they are caught on their way down the document.
    const onLoad = (event: Event) => {
      if (!isLibrary(event.target)) return;
      window.clearTimeout(timer);
      markReady(stage === 'gtm' ? 'gtm' : 'gtag');
    };
    const onError = (event: Event) => isLibrary(event.target) && fallBack();
    const listening = new AbortController();
    document.addEventListener('load', onLoad, { capture: true, signal: listening.signal });
    document.addEventListener('error', onError, { capture: true, signal: listening.signal });
    return () => {
      window.clearTimeout(timer);
      listening.abort();
    };
  }, [stage, gaId]);

  if (stage === 'ga' && gaId) return <GoogleAnalytics gaId={gaId} />;
  if (stage !== 'gtm' || !gtmId) return null;
  // Tag-manager preview passes its parameters on to the script.
  const search = new URLSearchParams(window.location.search);
  const [auth, preview] = [search.get('gtm_auth') ?? undefined, search.get('gtm_preview') ?? undefined];
  return <GoogleTagManager gtmId={gtmId} auth={auth} preview={preview} />;
}

/** The social pixel's official bootstrap: a stub that queues calls until fbevents.js takes over. */
function loadMetaPixel(pixelId: string): Fbq | undefined {
  const w = tagWindow();
  if (!w.fbq) {
    if (!injectScript('marketing', 'https://connect.facebook.net/en_US/fbevents.js')) return undefined;
    const stub: Stub & { callMethod?: Stub } = (...args) =>
      stub.callMethod ? stub.callMethod(...args) : stub.queue!.push(args);
    w.fbq = w._fbq = Object.assign(stub, { push: stub, loaded: true, version: '2.0', queue: [] });
    w.fbq('init', pixelId);
  }
  w.fbq('consent', 'grant');
  return w.fbq;
}

/** The pixel with marketing consent: a page view per route, the catalogue's conversions; revoked when consent goes. */
export function MetaPixel({ pixelId }: { pixelId: string }) {
  const pathname = usePathname();
  const navigated = useRef(false);

  useEffect(() => {
    let timer: number | undefined;
    const stop = whenConsented('marketing', {
      load: () => {
        timer = window.setTimeout(() => {
          const fbq = loadMetaPixel(pixelId);
          fbq?.('track', 'PageView');
          if (fbq) attachPixel(fbq);
        }, PIXEL_DELAY_MS);
      },
      revoke: () => {
        window.clearTimeout(timer);
        tagWindow().fbq?.('consent', 'revoke');
      },
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [pixelId]);

  // Later client-side navigations are page views too; the first one is sent when the pixel starts.
  useEffect(() => {
    if (navigated.current) tagWindow().fbq?.('track', 'PageView');
    navigated.current = true;
  }, [pathname]);
  return null;
}

/** Microsoft Clarity with analytics consent, out of the first load's way; withdrawn consent ends the recording. */
export function SessionRecording({ projectId }: { projectId: string }) {
  useEffect(() => {
    let cancelWaits = () => {};
    const start = () => {
      cancelWaits();
      const w = tagWindow();
      if (!w.clarity) {
        if (!injectScript('analytics', `https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`)) return;
        const clarity: Stub = (...args) => (clarity.q ??= []).push(args);
        w.clarity = clarity;
      }
      w.clarity('consent');
    };
    const stop = whenConsented('analytics', {
      load: () => {
        const waits = [
          onFirstInteraction(start, ['pointerdown', 'keydown']),
          whenIdle(start, RECORDING_IDLE_TIMEOUT_MS, RECORDING_IDLE_FALLBACK_MS),
        ];
        cancelWaits = () => waits.forEach((cancel) => cancel());
      },
      revoke: () => {
        cancelWaits();
        // Clarity's consent API: the recording ends and its cookies are erased.
        tagWindow().clarity?.('consent', false);
      },
    });
    return () => {
      stop();
      cancelWaits();
    };
  }, [projectId]);
  return null;
}
