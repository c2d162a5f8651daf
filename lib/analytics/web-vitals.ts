import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { trackEvent } from '@/lib/analytics';

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

/** Core Web Vitals (INP replaced FID) as `web_vitals` events, registered once per page load. */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  onCLS(report);
  onINP(report);
  onFCP(report);
  onLCP(report);
  onTTFB(report);
}
