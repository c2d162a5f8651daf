import type { Locale } from './routing';

/**
 * The language tag dates and lists are written with: British English for English, as the rest of the English copy
 * is ("1 July 2025", "Lyon and Nice"), the language itself otherwise ("1 juillet 2025").
 */
export function intlLanguage(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/** A date written out in full in a language, on Paris time (the site's time zone, i18n/request.ts). */
export function longDate(locale: Locale, date: Date | string): string {
  return new Intl.DateTimeFormat(intlLanguage(locale), { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(date),
  );
}
