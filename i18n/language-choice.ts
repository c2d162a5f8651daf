import type { Locale } from './routing';

/** Our own cookie for the visitor's stored language (next-intl's NEXT_LOCALE is switched off). */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The language a browser prefers most, from an Accept-Language header. */
export function preferredBrowserLanguage(acceptLanguage: string | null): string | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag;
}

/**
 * Spec §4, home path only: a stored choice wins; with none, a French browser means French (and is stored),
 * anything else English (also stored).
 */
export function chooseHomeLocale(
  stored: string | undefined,
  acceptLanguage: string | null,
): { locale: Locale; store: boolean } {
  if (stored === 'fr' || stored === 'en') return { locale: stored, store: false };
  const browser = preferredBrowserLanguage(acceptLanguage);
  return { locale: browser?.startsWith('fr') ? 'fr' : 'en', store: true };
}
