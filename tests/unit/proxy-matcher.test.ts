/** @jest-environment node */
import { localeRedirects, redirectTarget } from '@/i18n/rewrites';
import { config } from '@/proxy';

describe('the proxy', () => {
  it('runs for the home path and every redirect source, whose list Next needs written out', () => {
    const literal = config.matcher.filter((entry): entry is string => typeof entry === 'string');
    expect([...literal].sort()).toEqual(['/', ...localeRedirects().map(({ source }) => source)].sort());
  });

  it('runs for a list only when its query holds a filter, and for the internal paths of the filtered views', () => {
    const conditional = config.matcher.filter((entry) => typeof entry === 'object');
    const queryKeys = (source: string) =>
      conditional
        .filter((entry) => entry.source === source)
        .flatMap((entry) => (('has' in entry && entry.has) || []).map((condition) => condition.key))
        .sort();
    expect(queryKeys('/:lang(fr)?/blog')).toEqual(['category', 'search', 'tag']);
    expect(queryKeys('/:lang(fr)?/portfolio')).toEqual(['category']);
    const sources = conditional.filter((entry) => !('has' in entry)).map((entry) => entry.source);
    expect(sources).toEqual(expect.arrayContaining(['/:lang(fr)?/blog/views/:path+', '/:lang(fr)?/portfolio/:path+']));
  });

  it('answers each redirect with the public URL', () => {
    expect(redirectTarget('/en')).toBe('/');
    expect(redirectTarget('/en/services')).toBe('/services');
    expect(redirectTarget('/en/blog/core-web-vitals-guide')).toBe('/blog/core-web-vitals-guide');
    expect(redirectTarget('/fr/about')).toBe('/fr/a-propos');
    expect(redirectTarget('/fr/web-developer/lyon')).toBe('/fr/developpeur-web/lyon');
    for (const path of ['/', '/services', '/fr/a-propos', '/english', '/fr/web-developer/lyon/x']) {
      expect(redirectTarget(path)).toBeUndefined();
    }
  });
});
