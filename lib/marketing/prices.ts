import { getLocale } from 'next-intl/server';
import { catalogue } from '@/i18n/catalogue';
import { figureFormatter } from '@/i18n/figures';
import type { Locale } from '@/i18n/routing';

/**
 * Formats the figures of site.config in the page's language (the request's, unless given): "€450",
 * "€450 – €25,000+", "800 € – 3 000 € par mois", "1 to 4 weeks".
 */
export async function getPriceFormatter(locale?: Locale) {
  const language = locale ?? ((await getLocale()) as Locale);
  return figureFormatter(language, await catalogue(language));
}
