import { isLocale, prefixedLocales, routing, type Locale } from './routing';

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
 * Home path only (docs/behaviour/experience.md#language-choice): a stored choice wins; with none, a browser whose
 * preferred language is one of ours means that language (and is stored), anything else the default language (also
 * stored).
 */
export function chooseHomeLocale(
  stored: string | undefined,
  acceptLanguage: string | null,
): { locale: Locale; store: boolean } {
  if (stored !== undefined && isLocale(stored)) return { locale: stored, store: false };
  const browser = preferredBrowserLanguage(acceptLanguage) ?? '';
  const prefixed = prefixedLocales.find((locale) => browser.startsWith(locale));
  return { locale: prefixed ?? routing.defaultLocale, store: true };
}

/** One of several regex alternatives (`fr`, `(?:en|fr)`), as the header and cookie conditions of Next take them. */
const oneOf = (alternatives: readonly string[]) =>
  alternatives.length === 1 ? alternatives[0] : `(?:${alternatives.join('|')})`;
/** `fr` -> `[fF][rR]`: Next's conditions have no case-insensitive flag. */
const anyCase = (text: string) => [...text].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');

/** A browser whose languages name a prefixed language anywhere (a header regex of next.config and proxy.ts). */
const NAMES_PREFIXED_LANGUAGE = `.*${oneOf(prefixedLocales.map(anyCase))}.*`;
/** A stored choice is one of our languages; any other value counts as none. */
const STORED_CHOICE = oneOf(routing.locales);
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
 * When the home path's answer may be a prefixed language (docs/behaviour/experience.md#language-choice): a stored
 * choice of one, or no stored choice and a browser that names one. proxy.ts runs for those requests alone (its
 * matcher's first entries).
 */
export const homeMayBePrefixed: { has: HeaderCondition[]; missing?: HeaderCondition[] }[] = [
  { has: [{ type: 'cookie', key: LANGUAGE_COOKIE, value: oneOf(prefixedLocales) }] },
  {
    has: [{ type: 'header', key: 'accept-language', value: NAMES_PREFIXED_LANGUAGE }],
    missing: [{ type: 'cookie', key: LANGUAGE_COOKIE, value: STORED_CHOICE }],
  },
];

/**
 * The home path's headers (next.config). Every request that `homeMayBePrefixed` leaves out gets the default
 * language's page as prerendered, without the proxy, and these headers store the choice of a first visit, as
 * the proxy would have.
 */
export function homeLanguageHeaders(httpsSite: boolean): HeaderRule[] {
  const cookie = (secure: boolean) =>
    `${LANGUAGE_COOKIE}=${routing.defaultLocale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}${secure ? '; Secure' : ''}; SameSite=Lax`;
  const mayBePrefixed: HeaderCondition[] = [
    { type: 'cookie', key: LANGUAGE_COOKIE, value: STORED_CHOICE },
    { type: 'header', key: 'accept-language', value: NAMES_PREFIXED_LANGUAGE },
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
    { source: '/', missing: [...mayBePrefixed, overHttps], headers: [{ key: 'Set-Cookie', value: cookie(httpsSite) }] },
    { source: '/', has: [overHttps], missing: mayBePrefixed, headers: [{ key: 'Set-Cookie', value: cookie(true) }] },
  ];
}
