'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import {
  cityDetection,
  geoStats,
  readCityBannerViews,
  readCityCtaClicks,
  readCityViews,
  subscribeCityRecords,
} from '@/lib/analytics/city-records';
import { useConsent } from '@/lib/consent/use-consent';
import type en from '@/messages/en.json';

export type AdminPanelLabels = typeof en.AdminPanel;

const readStats = () => geoStats(readCityViews(), readCityCtaClicks(), readCityBannerViews());

/**
 * The admin-only geo panel (docs/behaviour/analytics.md#admin-geo-panel): figures computed from the city records this
 * browser keeps. Where the host gives no geolocation, the detection and banner figures say so instead of showing 0 %.
 */
export function AdminGeoPanel({ labels, locale }: { labels: AdminPanelLabels; locale: Locale }) {
  const [stats, setStats] = useState(readStats);
  const [detectionAvailable, setDetectionAvailable] = useState(false);
  // The figures follow the records as they are written, in this tab as in any other (and since the first render).
  useEffect(() => {
    const update = () => setStats(readStats());
    update();
    return subscribeCityRecords(update);
  }, []);
  // Asked again when consent changes: the host is asked only with analytics consent.
  const { analytics } = useConsent();
  useEffect(() => {
    let current = true;
    void cityDetection().then((detection) => current && setDetectionAvailable(detection?.available === true));
    return () => {
      current = false;
    };
  }, [analytics]);

  const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
  const languages = Object.entries(stats.languages).map(([language, views]) => `${language.toUpperCase()} ${views}`);
  const bannerRate = stats.bannerClickRate === null ? labels.bannerNotShown : percent(stats.bannerClickRate);
  const rows: [string, string | number][] = [
    [labels.totalViews, stats.totalViews],
    [labels.uniqueCities, stats.uniqueCities],
    [labels.detectionRate, detectionAvailable ? percent(stats.detectionRate) : labels.detectionUnavailable],
    [labels.interCityClicks, stats.interCityClicks],
    [labels.languageSplit, languages.join(' · ')],
    [labels.bannerClickRate, detectionAvailable ? bannerRate : labels.detectionUnavailable],
    [labels.serviceConversions, stats.serviceConversions],
  ];

  return (
    <aside
      aria-labelledby="admin-geo-panel-title"
      className="fixed bottom-4 left-4 z-50 w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-4 text-sm text-ink shadow-xl"
    >
      <details open>
        <summary className="cursor-pointer">
          <h2 id="admin-geo-panel-title" className="inline font-semibold">
            {labels.title}
          </h2>
        </summary>
        <p className="mt-1 text-xs text-muted">{labels.note}</p>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-4 font-semibold">{labels.topCities}</h3>
        {stats.topCities.length ? (
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {stats.topCities.map((city) => (
              <li key={city.slug}>
                <span className="flex justify-between gap-2">
                  <span>{city.name}</span>
                  <span className="font-semibold tabular-nums">{city.views}</span>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-muted">{labels.noViews}</p>
        )}
      </details>
    </aside>
  );
}
