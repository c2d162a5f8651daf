import { isLocale, routing, type Locale } from './routing';

/** Our own cookie for the visitor's stored language (next-intl's NEXT_LOCALE is switched off). */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

const prefixedLocales = routing.locales.filter((locale) => locale !== routing.defaultLocale);

/** The language a browser prefers most, from an Accept-Language header. */
export function preferredBrowserLanguage(acceptLanguage: string | null): string | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.split(';').map((piece) => piece.trim());
      const quality = params.find((param) => param.startsWith('q='));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag;
}

/**
 * Home path only (docs/behaviour/experience.md#language-choice): a stored choice wins; with none, the browser's
 * preferred language when it is one of ours, else the default language; either is then stored.
 */
export function chooseHomeLocale(stored: string | undefined, acceptLanguage: string | null) {
  if (stored !== undefined && isLocale(stored)) return { locale: stored, store: false };
  const browser = preferredBrowserLanguage(acceptLanguage) ?? '';
  const locale: Locale = prefixedLocales.find((prefixed) => browser.startsWith(prefixed)) ?? routing.defaultLocale;
  return { locale, store: true };
}

type Condition = { type: 'cookie' | 'header'; key: string; value: string };

/** `(?:en|fr)`; `fr` -> `[fF][rR]`, since Next's header conditions have no case-insensitive flag. */
const oneOf = (alternatives: readonly string[]) => `(?:${alternatives.join('|')})`;
const anyCase = (text: string) => [...text].map((c) => `[${c}${c.toUpperCase()}]`).join('');
const storedChoice: Condition = { type: 'cookie', key: LANGUAGE_COOKIE, value: oneOf(routing.locales) };
const namesPrefixedLanguage: Condition = {
  type: 'header',
  key: 'accept-language',
  value: `.*${oneOf(prefixedLocales.map(anyCase))}.*`,
};

/**
 * When the home path's answer may be a prefixed language: a stored choice of one, or no stored choice and a browser
 * that names one. proxy.ts runs for those requests alone (lib/proxy-matcher.ts).
 */
export const homeMayBePrefixed = [
  { has: [{ ...storedChoice, value: oneOf(prefixedLocales) }] },
  { has: [namesPrefixedLanguage], missing: [storedChoice] },
];

/**
 * The home path's headers (next.config): every request `homeMayBePrefixed` leaves out gets the default language's
 * page as prerendered, and these store a first visit's choice as the proxy would, Secure over https.
 */
export function homeLanguageHeaders(httpsSite: boolean) {
  const cookie = (secure: boolean) =>
    `${LANGUAGE_COOKIE}=${routing.defaultLocale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}${secure ? '; Secure' : ''}; SameSite=Lax`;
  // The first entry of X-Forwarded-Proto, as proxy.ts reads it.
  const overHttps: Condition = { type: 'header', key: 'x-forwarded-proto', value: '\\s*https\\s*(?:,.*)?' };
  const mayBePrefixed = [storedChoice, namesPrefixedLanguage];
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
