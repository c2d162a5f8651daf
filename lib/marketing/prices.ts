import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/site.config';
import { monthlyPrices, type PriceKey } from './services';

export type { PriceKey };

/** Formats a price range of site.config in the page's language: "€450 – €25,000+", "450 € – 25 000 € et +". */
export async function getPriceFormatter(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Prices' });
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return {
    euros: (amount: number) => euros.format(amount),
    range(key: PriceKey) {
      const { min, max, open } = siteConfig.prices[key];
      const values = { min: euros.format(min), max: euros.format(max) };
      const range = open ? t('rangeOpen', values) : t('range', values);
      return monthlyPrices.includes(key) ? t('perMonth', { range }) : range;
    },
  };
}
