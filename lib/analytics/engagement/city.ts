import type { Locale } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import { parsePublicPath } from '@/i18n/paths';
import { findCity } from '@/site.config';
import { cityDetection } from '../city-detection';
import { saveCityView } from '../city-records';
import type { CitySource } from '../events';

const searchEngines = /(^|\.)(google|bing|duckduckgo|qwant|ecosia|yahoo|yandex|baidu|brave)\./;
const socialNetworks = /(^|\.)(facebook|instagram|linkedin|twitter|x|t|pinterest|youtube|tiktok)\.(com|co)$/;

const isCityPath = (path: string) => parsePublicPath(path).match?.internal === '/web-developer/[city]';

/** Where the visit came from: a campaign, another page of the site (a city page or not), a search engine… */
export function visitSource(previousPath: string | null, search: string, referrer: string, origin: string): CitySource {
  const params = new URLSearchParams(search);
  if (params.has('utm_source') || params.has('utm_campaign')) return 'campaign';
  if (previousPath) return isCityPath(previousPath) ? 'city' : 'internal';
  if (!referrer) return 'direct';
  const from = new URL(referrer);
  if (from.origin === origin) return isCityPath(from.pathname) ? 'city' : 'internal';
  if (searchEngines.test(from.hostname)) return 'search';
  if (socialNetworks.test(from.hostname)) return 'social';
  return 'referral';
}

/**
 * A visit to a city page (docs/behaviour/analytics.md#city-events): the view is kept locally (last 10) and reported,
 * with the visitor's own city when the host detected it; leaving the page, by navigation or by closing the tab, reports
 * how long it lasted.
 */
export function startCityVisit(citySlug: string, locale: Locale, previousPath: string | null): () => void {
  const city = findCity(citySlug);
  const source = visitSource(previousPath, window.location.search, document.referrer, window.location.origin);
  const timestamp = new Date().toISOString();
  void cityDetection().then((detection) => {
    const view = {
      citySlug,
      cityName: city?.name ?? citySlug,
      region: city?.region ?? '',
      language: locale,
      source,
      detectedCity: detection?.city ?? null,
      userAgent: navigator.userAgent,
      timestamp,
    };
    saveCityView(view);
    trackEvent('city_page_view', {
      city_slug: view.citySlug,
      city_name: view.cityName,
      region: view.region,
      language: locale,
      source: view.source,
      detected_city: view.detectedCity ?? undefined,
    });
  });

  const started = Date.now();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    trackEvent('city_page_session_end', {
      city_slug: citySlug,
      language: locale,
      session_duration: Math.round((Date.now() - started) / 1000),
    });
  };
  window.addEventListener('pagehide', end);
  return () => {
    window.removeEventListener('pagehide', end);
    end();
  };
}
