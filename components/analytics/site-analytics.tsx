import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { TOP_CITIES } from '@/lib/analytics/city-records';
import { env, siteUrl, vercelAnalyticsEnabled } from '@/lib/env';
import { AnalyticsRoot } from './analytics-root';

const adminLabelKeys = [
  'title',
  'note',
  'show',
  'hide',
  'refresh',
  'totalViews',
  'uniqueCities',
  'detectionRate',
  'interCityClicks',
  'languageSplit',
  'topCities',
  'noViews',
  'bannerClickRate',
  'serviceConversions',
  'detectionUnavailable',
  'bannerNotShown',
] as const;

/** Analytics and engagement tracking; ids and admin texts come from the server, so the browser gets no env parser. */
export async function SiteAnalytics() {
  const locale = await getLocale();
  const [t, cityBanner] = await Promise.all([getTranslations('AdminPanel'), getTranslations('CityBanner')]);
  const adminLabels = Object.fromEntries(adminLabelKeys.map((key) => [key, t(key, { count: TOP_CITIES })])) as Record<
    (typeof adminLabelKeys)[number],
    string
  >;
  return (
    <AnalyticsRoot
      locale={isLocale(locale) ? locale : routing.defaultLocale}
      productionUrl={siteUrl}
      adminLabels={adminLabels}
      cityBannerLabels={{ label: cityBanner('label'), text: cityBanner('text'), hide: cityBanner('hide') }}
      vercelAnalytics={vercelAnalyticsEnabled()}
      ids={{
        gtm: env.NEXT_PUBLIC_GTM_ID,
        ga: env.NEXT_PUBLIC_GA_ID,
        metaPixel: env.NEXT_PUBLIC_META_PIXEL_ID,
        clarity: env.NEXT_PUBLIC_CLARITY_ID,
      }}
    />
  );
}
