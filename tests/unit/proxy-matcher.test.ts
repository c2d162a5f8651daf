/** @jest-environment node */
import { chooseHomeLocale, homeLanguageHeaders } from '@/i18n/language-choice';
import { redirectSources, redirectTarget } from '@/i18n/rewrites';
import { prefixedLocales, routing } from '@/i18n/routing';
import { proxyMatcher } from '@/lib/proxy-matcher';
import { config } from '@/proxy';

type Condition = { type: string; key: string; value?: string };
type Visit = { cookie?: string; acceptLanguage?: string; forwardedProto?: string };

/** Next's reading of a `has` or `missing` condition on a request to the home path. */
function holds(condition: Condition, visit: Visit): boolean {
  const value =
    condition.type === 'cookie'
      ? visit.cookie
      : condition.key === 'accept-language'
        ? visit.acceptLanguage
        : visit.forwardedProto;
  if (!value) return false;
  return condition.value === undefined || new RegExp(`^${condition.value}$`).test(value);
}
const applies = (rule: { has?: Condition[]; missing?: Condition[] }, visit: Visit) =>
  (rule.has ?? []).every((condition) => holds(condition, visit)) &&
  !(rule.missing ?? []).some((condition) => holds(condition, visit));

/** `/:lang(fr)?`: the optional language prefix of the matcher's patterns. */
const lang = `/:lang(${prefixedLocales.join('|')})?`;

describe('the proxy', () => {
  it('runs for the paths the routing table gives (`npm run proxy:matcher` writes them out)', () => {
    expect(config.matcher).toEqual(proxyMatcher());
  });

  it('runs for the home path and every redirect source, whose list Next needs written out', () => {
    const literal = config.matcher.filter((entry): entry is string => typeof entry === 'string');
    expect([...literal].sort()).toEqual([...redirectSources].sort());
  });

  // docs/behaviour/experience.md#language-choice
  it.each([
    {},
    { acceptLanguage: 'en-GB,en;q=0.9' },
    { acceptLanguage: 'en-GB,en;q=0.9', forwardedProto: 'https' },
    { acceptLanguage: 'fr-FR,fr;q=0.9' },
    { acceptLanguage: 'en;q=0.5, FR-ca;q=0.8' },
    { acceptLanguage: 'en-US,en;q=0.9,fr;q=0.8' },
    { cookie: 'fr', acceptLanguage: 'en-GB' },
    { cookie: 'en', acceptLanguage: 'fr-FR' },
    { cookie: 'de', acceptLanguage: 'fr-FR' },
    { cookie: 'de', acceptLanguage: 'de-DE', forwardedProto: 'https, http' },
  ] as Visit[])('answers the home path as documented, the proxy running only where it may be French: %o', (visit) => {
    const proxyRuns = config.matcher.some(
      (entry) => typeof entry === 'object' && entry.source === '/' && applies(entry, visit),
    );
    const { locale, store } = chooseHomeLocale(visit.cookie, visit.acceptLanguage ?? null);
    if (locale !== routing.defaultLocale) expect(proxyRuns).toBe(true);
    if (proxyRuns) return;
    const cookies = homeLanguageHeaders(false)
      .filter((rule) => applies(rule, visit))
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Set-Cookie')
      .map((header) => header.value);
    expect(cookies).toEqual(store ? [expect.stringMatching(/^language=en; Path=\/;/)] : []);
    if (store) expect(cookies[0].includes('Secure')).toBe(visit.forwardedProto !== undefined);
  });

  it('runs for a list only when its query holds a filter, and for the internal paths of the filtered views', () => {
    const conditional = config.matcher.filter((entry) => typeof entry === 'object');
    const queryKeys = (source: string) =>
      conditional
        .filter((entry) => entry.source === source)
        .flatMap((entry) => (('has' in entry && entry.has) || []).map((condition) => condition.key))
        .sort();
    expect(queryKeys(`${lang}/blog`)).toEqual(['category', 'tag']);
    expect(queryKeys(`${lang}/portfolio`)).toEqual(['category']);
    const sources = conditional.filter((entry) => !('has' in entry)).map((entry) => entry.source);
    expect(sources).toEqual(expect.arrayContaining([`${lang}/blog/views/:path+`, `${lang}/portfolio/views/:path+`]));
  });

  it('answers each redirect with the public URL', () => {
    expect(redirectTarget('/en')).toBe('/');
    expect(redirectTarget('/en/services')).toBe('/services');
    expect(redirectTarget('/en/blog/core-web-vitals-guide')).toBe('/blog/core-web-vitals-guide');
    expect(redirectTarget('/fr/about')).toBe('/fr/a-propos');
    expect(redirectTarget('/fr/web-developer/lyon')).toBe('/fr/developpeur-web/lyon');
    expect(redirectTarget('/author')).toBe('/camille-laurent');
    expect(redirectTarget('/fr/author')).toBe('/fr/camille-laurent');
    for (const path of [
      '/',
      '/services',
      '/fr/a-propos',
      '/english',
      '/fr/web-developer/lyon/x',
      '/web-developer/ly%6Fn',
    ]) {
      expect(redirectTarget(path)).toBeUndefined();
    }
  });
});
