import { perLocale, type Locale } from '@/i18n/routing';
import { hasConsent, subscribeConsent } from '@/lib/consent';
import { onStoredChange, readJson, writeJson } from '@/lib/consent/storage';
import type { CitySource } from './events';

/**
 * The browser keeps the last 10 city page views and the last 20 city CTA clicks
 * (docs/behaviour/analytics.md#city-events).
 */
export const CITY_VIEWS_LIMIT = 10;
export const CITY_CTA_CLICKS_LIMIT = 20;
/** As many showings of the city banner as CTA clicks. */
export const CITY_BANNER_VIEWS_LIMIT = 20;
/** The admin panel lists the top 5 cities (docs/behaviour/analytics.md#admin-geo-panel). */
export const TOP_CITIES = 5;

export type CityPageView = {
  citySlug: string;
  cityName: string;
  region: string;
  language: Locale;
  source: CitySource;
  detectedCity: string | null;
  userAgent: string;
  timestamp: string;
};

/** `contact` and `service` lead to a request, `city` to another city page. */
export type CityCtaType = 'contact' | 'service' | 'city' | 'other';

export type CityCtaClick = {
  timestamp: string;
  citySlug: string;
  ctaType: CityCtaType;
  ctaText: string;
  ctaLocation: string;
  language: Locale;
};

/** The city banner (on other pages) shown to a visitor whose city was detected, and whether it was followed. */
export type CityBannerView = {
  timestamp: string;
  citySlug: string;
  language: Locale;
  pagePath: string;
  clicked: boolean;
};

type CityRecords = 'cityViews' | 'cityCtaClicks' | 'cityBannerViews';
const cityRecords: readonly CityRecords[] = ['cityViews', 'cityCtaClicks', 'cityBannerViews'];

const listeners = new Set<() => void>();

/**
 * Calls `onChange` whenever the city records change: written by this tab (the module below is their only writer),
 * by another tab, or erased with the rest of the visitor's data.
 */
export function subscribeCityRecords(onChange: () => void): () => void {
  listeners.add(onChange);
  const stopTabs = onStoredChange(cityRecords, onChange);
  const stopErasure = subscribeConsent(() => onChange());
  return () => {
    listeners.delete(onChange);
    stopTabs();
    stopErasure();
  };
}

function written(records: CityRecords, value: unknown): void {
  if (!writeJson(records, value)) return;
  for (const listener of [...listeners]) listener();
}

function read<T>(records: CityRecords): T[] {
  const parsed = readJson(records);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/**
 * Kept only with analytics consent (docs/behaviour/analytics.md#city-events); storage full or blocked: the record is
 * simply not kept.
 */
function append<T>(records: CityRecords, record: T, limit: number): void {
  if (hasConsent('analytics')) written(records, [...read<T>(records), record].slice(-limit));
}

export const readCityViews = () => read<CityPageView>('cityViews');
export const readCityCtaClicks = () => read<CityCtaClick>('cityCtaClicks');
export const saveCityView = (view: CityPageView) => append('cityViews', view, CITY_VIEWS_LIMIT);
export const saveCityCtaClick = (click: CityCtaClick) => append('cityCtaClicks', click, CITY_CTA_CLICKS_LIMIT);
export const readCityBannerViews = () => read<CityBannerView>('cityBannerViews');
export const saveCityBannerView = (view: CityBannerView) => append('cityBannerViews', view, CITY_BANNER_VIEWS_LIMIT);

/** The banner shown last was followed. */
export function markCityBannerClicked(): void {
  const views = readCityBannerViews();
  const last = views.at(-1);
  if (last && hasConsent('analytics')) written('cityBannerViews', [...views.slice(0, -1), { ...last, clicked: true }]);
}

export type GeoStats = {
  totalViews: number;
  uniqueCities: number;
  /** Share of city page views where the visitor's own city was detected, in whole percent. */
  detectionRate: number;
  interCityClicks: number;
  languages: Record<Locale, number>;
  topCities: { slug: string; name: string; views: number }[];
  /** Share of the city banner's showings that were followed, in whole percent; null while it was never shown. */
  bannerClickRate: number | null;
  serviceConversions: number;
};

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * The admin geo panel's figures (docs/behaviour/analytics.md#admin-geo-panel), computed from the stored records only.
 */
export function geoStats(views: CityPageView[], clicks: CityCtaClick[], bannerViews: CityBannerView[]): GeoStats {
  const byCity = new Map<string, { slug: string; name: string; views: number }>();
  for (const view of views) {
    const entry = byCity.get(view.citySlug) ?? { slug: view.citySlug, name: view.cityName, views: 0 };
    entry.views += 1;
    byCity.set(view.citySlug, entry);
  }
  const count = (type: CityCtaType) => clicks.filter((click) => click.ctaType === type).length;
  return {
    totalViews: views.length,
    uniqueCities: byCity.size,
    detectionRate: percent(views.filter((view) => view.detectedCity).length, views.length),
    interCityClicks: count('city'),
    languages: perLocale((language) => views.filter((view) => view.language === language).length),
    topCities: [...byCity.values()].sort((a, b) => b.views - a.views).slice(0, TOP_CITIES),
    bannerClickRate: bannerViews.length
      ? percent(bannerViews.filter((view) => view.clicked).length, bannerViews.length)
      : null,
    serviceConversions: count('contact') + count('service'),
  };
}
