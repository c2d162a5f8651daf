import { getTranslations } from 'next-intl/server';
import { TOP_CITIES } from '@/lib/analytics/city-records';
import { env, siteUrl, vercelAnalyticsEnabled } from '@/lib/env';
import en from '@/messages/en.json';
import type { AdminPanelLabels } from './admin-geo-panel';
import { AnalyticsRoot } from './analytics-root';

/** Analytics and engagement tracking; ids and texts come from the server, so the browser gets no env parser. */
export async function SiteAnalytics() {
  const [admin, city] = await Promise.all([getTranslations('AdminPanel'), getTranslations('CityBanner')]);
  const adminKeys = Object.keys(en.AdminPanel) as (keyof AdminPanelLabels)[];
  return (
    <AnalyticsRoot
      productionUrl={siteUrl}
      adminLabels={
        Object.fromEntries(adminKeys.map((key) => [key, admin(key, { count: TOP_CITIES })])) as AdminPanelLabels
      }
      cityBannerLabels={{ label: city('label'), text: city('text'), hide: city('hide') }}
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
