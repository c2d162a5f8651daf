import type { Locale } from './routing';

/** Each language as Open Graph names it, with the region the site writes it for. */
export const openGraphLocales: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' };

/** A language's name in another (by default in itself), from the runtime's own CLDR data: `fr` -> `Français`. */
export function languageName(locale: Locale, inLanguage: Locale = locale): string {
  const name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}
