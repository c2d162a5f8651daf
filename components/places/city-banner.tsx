'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/client-navigation';
import { parsePublicPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import { cityDetection, hideCityBanner, markCityBannerClicked, saveCityBannerView } from '@/lib/analytics/city-records';
import { cityHref } from '@/lib/places/cities';
import { findCity } from '@/site.config';

export type CityBannerLabels = { label: string; text: string; hide: string };

type Detection = Awaited<ReturnType<typeof cityDetection>>;

/**
 * The discreet suggestion of the visitor's own city page (docs/behaviour/analytics.md#city-suggestion), on every other
 * page once analytics consent is given and the host detected a city that has a page. Fixed in a corner, it moves
 * nothing; hidden, it stays hidden for the session. Each showing and each click feed the admin panel's banner figures.
 */
export function CityBanner({ labels, locale }: { labels: CityBannerLabels; locale: Locale }) {
  const pathname = usePathname() ?? '/';
  const [detection, setDetection] = useState<Detection>();

  useEffect(() => {
    let current = true;
    void cityDetection().then((answer) => {
      if (current) setDetection(answer);
    });
    return () => {
      current = false;
    };
  }, []);

  const city = detection?.city && !detection.bannerHidden ? findCity(detection.city) : undefined;
  const onCityPage = parsePublicPath(pathname).match?.internal === '/web-developer/[city]';
  const shownCity = onCityPage ? undefined : city?.slug;

  useEffect(() => {
    if (!shownCity) return;
    saveCityBannerView({
      timestamp: new Date().toISOString(),
      citySlug: shownCity,
      language: locale,
      pagePath: pathname,
      clicked: false,
    });
    trackEvent('city_banner_view', { city_slug: shownCity, language: locale, page_path: pathname });
  }, [shownCity, pathname, locale]);

  if (!city || !shownCity) return null;

  const follow = () => {
    markCityBannerClicked();
    trackEvent('city_banner_click', { city_slug: city.slug, language: locale, page_path: pathname });
  };
  const hide = () => {
    hideCityBanner();
    setDetection((current) => current && { ...current, bannerHidden: true });
  };

  return (
    <aside
      aria-label={labels.label}
      className="fixed inset-x-4 bottom-4 z-40 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white py-2 pl-4 pr-2 text-sm text-ink shadow-lg sm:left-auto sm:max-w-sm"
    >
      <p className="flex-1">
        {labels.text}{' '}
        <Link
          href={cityHref(city.slug)}
          onClick={follow}
          className="focus-ring rounded font-semibold text-brand hover:underline"
        >
          {city.name} →
        </Link>
      </p>
      <button
        type="button"
        onClick={hide}
        aria-label={labels.hide}
        className="focus-ring grid size-9 shrink-0 place-items-center rounded-full text-lg text-muted hover:bg-brand-soft hover:text-brand"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
