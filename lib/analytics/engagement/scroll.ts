import type { Locale } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import { pagePath } from './page';

const PAGE_DEPTHS = [25, 50, 75, 100] as const;
const CITY_DEPTHS = [25, 50, 75, 90] as const;

/** How far down the page the visitor has scrolled, in percent (100 at the very bottom). */
function scrollDepth(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.round((window.scrollY / scrollable) * 100));
}

/**
 * Each scroll depth once per page; on a city page also the city's own depths
 * (docs/behaviour/analytics.md#event-catalogue).
 */
export function watchScroll(locale: Locale, citySlug: string | undefined): () => void {
  const reached = new Set<number>();
  const cityReached = new Set<number>();
  let frame = 0;
  const measure = () => {
    frame = 0;
    const depth = scrollDepth();
    for (const percent of PAGE_DEPTHS) {
      if (depth < percent || reached.has(percent)) continue;
      reached.add(percent);
      trackEvent('scroll_depth', { percent, page_path: pagePath() });
    }
    if (!citySlug) return;
    for (const percent of CITY_DEPTHS) {
      if (depth < percent || cityReached.has(percent)) continue;
      cityReached.add(percent);
      trackEvent('city_page_scroll', { city_slug: citySlug, scroll_depth: percent, language: locale });
    }
  };
  const onScroll = () => {
    frame ||= window.requestAnimationFrame(measure);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.cancelAnimationFrame(frame);
  };
}
