import type { Locale } from '@/i18n/routing';
import { getPriceFormatter, type PriceKey } from '@/lib/marketing/prices';
import { siteConfig } from '@/site.config';

/**
 * The figures that city and landing copy may quote, as ICU values: `{websiteFrom}` is the lowest website price
 * of site.config, `{years}` the years of experience… so the copy never drifts from site.config.
 */
export function copyValuesWith(euros: (amount: number) => string) {
  const { claims, prices } = siteConfig;
  const from = Object.fromEntries(
    (Object.keys(prices) as PriceKey[]).map((key) => [`${key}From`, euros(prices[key].min)]),
  ) as Record<`${PriceKey}From`, string>;
  return {
    ...from,
    years: claims.yearsOfExperience,
    projects: claims.projects,
    projectsAllTime: claims.projectsAllTime,
    deliveryWeeks: claims.deliveryWeeks,
    guaranteeDays: claims.guaranteeDays,
    maintenanceMonths: claims.freeMaintenanceMonths,
    replyHours: claims.replyHours,
  };
}

/** The values in the page's language ("€450", "450 €"). */
export async function copyValues(locale: Locale) {
  return copyValuesWith((await getPriceFormatter(locale)).euros);
}
