import { perLocale, type Locale } from '@/i18n/routing';
import { consentState, subscribeConsent } from '@/lib/consent';
import { onStoredChange, readJson, writeJson } from '@/lib/consent/storage';
import type { CityDetection } from '@/lib/places/geolocation';
import { findCity } from '@/site.config';
import type { CitySource } from './events';

/**
 * The browser keeps the last 10 city page views, the last 20 city CTA clicks and the last 20 showings of the city
 * banner, only with analytics consent (docs/behaviour/analytics.md#city-events).
 */
export const CITY_VIEWS_LIMIT = 10;
export const CITY_CTA_CLICKS_LIMIT = 20;
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
export type CityBannerView = {
  timestamp: string;
  citySlug: string;
  language: Locale;
  pagePath: string;
  clicked: boolean;
};

type Records = 'cityViews' | 'cityCtaClicks' | 'cityBannerViews';
const listeners = new Set<() => void>();

/** Calls `onChange` when the records change: written in this tab or another, or erased with the visitor's data. */
export function subscribeCityRecords(onChange: () => void): () => void {
  listeners.add(onChange);
  const stops = [
    onStoredChange(['cityViews', 'cityCtaClicks', 'cityBannerViews'], onChange),
    subscribeConsent(() => onChange()),
  ];
  return () => {
    listeners.delete(onChange);
    stops.forEach((stop) => stop());
  };
}

function read<T>(records: Records): T[] {
  const parsed = readJson(records);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** Storage full or blocked: the record is simply not kept. */
function write(records: Records, value: unknown[]): void {
  if (consentState().analytics && writeJson(records, value)) [...listeners].forEach((listener) => listener());
}

export const readCityViews = () => read<CityPageView>('cityViews');
export const readCityCtaClicks = () => read<CityCtaClick>('cityCtaClicks');
export const readCityBannerViews = () => read<CityBannerView>('cityBannerViews');
export const saveCityView = (view: CityPageView) =>
  write('cityViews', [...readCityViews(), view].slice(-CITY_VIEWS_LIMIT));
export const saveCityCtaClick = (click: CityCtaClick) =>
  write('cityCtaClicks', [...readCityCtaClicks(), click].slice(-CITY_CTA_CLICKS_LIMIT));
export const saveCityBannerView = (view: CityBannerView) =>
  write('cityBannerViews', [...readCityBannerViews(), view].slice(-CITY_BANNER_VIEWS_LIMIT));

/** The banner shown last was followed. */
export function markCityBannerClicked(): void {
  const views = readCityBannerViews();
  const last = views.at(-1);
  if (last) write('cityBannerViews', [...views.slice(0, -1), { ...last, clicked: true }]);
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The admin geo panel's figures (docs/behaviour/analytics.md#admin-geo-panel), from the stored records only. */
export function geoStats(views: CityPageView[], clicks: CityCtaClick[], bannerViews: CityBannerView[]) {
  const byCity = new Map<string, { slug: string; name: string; views: number }>();
  for (const { citySlug, cityName } of views) {
    const entry = byCity.get(citySlug) ?? { slug: citySlug, name: cityName, views: 0 };
    entry.views += 1;
    byCity.set(citySlug, entry);
  }
  const count = (type: CityCtaType) => clicks.filter((click) => click.ctaType === type).length;
  return {
    totalViews: views.length,
    uniqueCities: byCity.size,
    /** Share of views where the visitor's own city was detected, in whole percent. */
    detectionRate: percent(views.filter((view) => view.detectedCity).length, views.length),
    interCityClicks: count('city'),
    languages: perLocale((language) => views.filter((view) => view.language === language).length),
    topCities: [...byCity.values()].sort((a, b) => b.views - a.views).slice(0, TOP_CITIES),
    /** Null while the banner was never shown. */
    bannerClickRate: bannerViews.length
      ? percent(bannerViews.filter((view) => view.clicked).length, bannerViews.length)
      : null,
    serviceConversions: count('contact') + count('service'),
  };
}

/** The detection kept for the session, with whether the visitor hid the suggestion of their city's page. */
type StoredDetection = CityDetection & { bannerHidden?: boolean };

function parseDetection(value: unknown): StoredDetection | undefined {
  const { available, city, bannerHidden } = (value ?? {}) as Record<string, unknown>;
  if (typeof available !== 'boolean') return undefined;
  return {
    available,
    city: (typeof city === 'string' && findCity(city)?.slug) || null,
    bannerHidden: bannerHidden === true,
  };
}

let asking: Promise<StoredDetection | undefined> | undefined;

/**
 * The visitor's city as the host detected it (app/api/geo): asked once per browsing session, only with analytics
 * consent; undefined without consent or when the question failed.
 */
export function cityDetection(): Promise<StoredDetection | undefined> {
  if (!consentState().analytics) return Promise.resolve(undefined);
  const stored = parseDetection(readJson('cityDetection'));
  if (stored) return Promise.resolve(stored);
  asking ??= fetch('/api/geo', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((answer: unknown) => {
      const detection = parseDetection(answer);
      if (detection && consentState().analytics) writeJson('cityDetection', detection);
      return detection;
    })
    .catch(() => undefined)
    .finally(() => (asking = undefined));
  return asking;
}

/** The visitor hid the suggestion: it stays hidden for the rest of the session. */
export function hideCityBanner(): void {
  const stored = parseDetection(readJson('cityDetection'));
  if (stored) writeJson('cityDetection', { ...stored, bannerHidden: true });
}
