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
 * Home path only (docs/behaviour/experience.md#language-choice): a stored choice wins; with none, a French browser
 * means French (and is stored), anything else English (also stored).
 */
export function chooseHomeLocale(
  stored: string | undefined,
  acceptLanguage: string | null,
): { locale: Locale; store: boolean } {
  if (stored === 'fr' || stored === 'en') return { locale: stored, store: false };
  const browser = preferredBrowserLanguage(acceptLanguage);
  return { locale: browser?.startsWith('fr') ? 'fr' : 'en', store: true };
}

/** A browser whose languages name French anywhere (a header regex of next.config and proxy.ts). */
const NAMES_FRENCH = '.*[fF][rR].*';
/** A stored choice is one of the two languages; any other value counts as none. */
const STORED_CHOICE = '(?:en|fr)';
/** Over https as the trusted proxy says: the first entry of X-Forwarded-Proto, as proxy.ts reads it. */
const OVER_HTTPS = '\\s*https\\s*(?:,.*)?';

type HeaderCondition = { type: 'cookie' | 'header'; key: string; value: string };
type HeaderRule = {
  source: string;
  has?: HeaderCondition[];
  missing?: HeaderCondition[];
  headers: { key: string; value: string }[];
};

/**
 * The home path's headers (next.config). The answer is French only for a stored French choice, or with
 * no stored choice for a browser that prefers French: proxy.ts runs for those requests alone. Every other
 * request gets the English page as prerendered, without the proxy, and these headers store the choice of a
 * first visit, as the proxy would have.
 */
export function homeLanguageHeaders(httpsSite: boolean): HeaderRule[] {
  const cookie = (secure: boolean) =>
    `${LANGUAGE_COOKIE}=en; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}${secure ? '; Secure' : ''}; SameSite=Lax`;
  const mayBeFrench: HeaderCondition[] = [
    { type: 'cookie', key: LANGUAGE_COOKIE, value: STORED_CHOICE },
    { type: 'header', key: 'accept-language', value: NAMES_FRENCH },
  ];
  const overHttps: HeaderCondition = { type: 'header', key: 'x-forwarded-proto', value: OVER_HTTPS };
  return [
    // The answer depends on the cookie and the browser's language: no shared cache may keep it for another visitor.
    {
      source: '/',
      headers: [
        { key: 'Cache-Control', value: 'private, no-cache' },
        { key: 'Vary', value: 'Cookie, Accept-Language' },
      ],
    },
    { source: '/', missing: [...mayBeFrench, overHttps], headers: [{ key: 'Set-Cookie', value: cookie(httpsSite) }] },
    { source: '/', has: [overHttps], missing: mayBeFrench, headers: [{ key: 'Set-Cookie', value: cookie(true) }] },
  ];
}
