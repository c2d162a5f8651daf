import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/site.config';

/** The owner's address on one line, with the country named in the page's language. */
export function postalAddress(locale: Locale): string {
  const { streetAddress, postalCode, addressLocality, addressCountry } = siteConfig.address;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(addressCountry) ?? addressCountry;
  return `${streetAddress}, ${postalCode} ${addressLocality}, ${country}`;
}
