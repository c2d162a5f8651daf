import type { Metric } from 'web-vitals';
import { trackEvent } from '@/lib/analytics';
import { consentState, subscribeConsent } from '@/lib/consent';
import { loadOptional } from '@/lib/experience/recovery';

let started = false;

function report(metric: Metric): void {
  trackEvent('web_vitals', {
    metric_name: metric.name,
    // Analytics values are integers: layout shift is reported in thousandths, as Google's guide does.
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    rating: metric.rating,
    metric_id: metric.id,
  });
}

function load(): void {
  void loadOptional(() => import('web-vitals')).then((vitals) => {
    if (!vitals) return;
    const { onCLS, onFCP, onINP, onLCP, onTTFB } = vitals;
    onCLS(report);
    onINP(report);
    onFCP(report);
    onLCP(report);
    onTTFB(report);
  });
}

/**
 * Core Web Vitals (INP replaced FID) as `web_vitals` events, measured once per page load. The library is
 * fetched only once the visitor allows events, so a first visit never downloads it; its observers read the
 * buffered entries, so the paints and shifts from before the choice still count.
 */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  const stop = subscribeConsent(() => startOnceAllowed());
  const startOnceAllowed = () => {
    if (consentState().events !== 'allowed') return;
    stop();
    load();
  };
  startOnceAllowed();
}
