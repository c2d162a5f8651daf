import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { TOP_CITIES } from '@/lib/analytics/city-records';
import { env, siteUrl, vercelAnalyticsEnabled } from '@/lib/env';
import { AnalyticsRoot } from './analytics-root';

/** Analytics and engagement tracking; ids and texts come from the server, so the browser gets no env parser. */
export async function SiteAnalytics() {
  const [locale, messages, admin] = await Promise.all([getLocale(), getMessages(), getTranslations('AdminPanel')]);
  return (
    <AnalyticsRoot
      locale={isLocale(locale) ? locale : routing.defaultLocale}
      productionUrl={siteUrl}
      adminLabels={{ ...messages.AdminPanel, topCities: admin('topCities', { count: TOP_CITIES }) }}
      cityBannerLabels={messages.CityBanner}
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
