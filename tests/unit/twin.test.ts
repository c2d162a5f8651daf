import { localeRedirects, localeRewrites } from '@/i18n/rewrites';
import { parsePublicPath, twinPath } from '@/lib/i18n/twin';

describe('twinPath: the language switch target (spec §4)', () => {
  it.each([
    ['/', 'fr', '/fr'],
    ['/fr', 'en', '/'],
    ['/about', 'fr', '/fr/a-propos'],
    ['/fr/a-propos', 'en', '/about'],
    ['/privacy-policy', 'fr', '/fr/politique-de-confidentialite'],
    ['/fr/parametres-cookies', 'en', '/cookie-settings'],
    ['/cities', 'fr', '/fr/villes'],
    ['/web-developer/lyon', 'fr', '/fr/developpeur-web/lyon'],
    ['/fr/developpeur-web/nantes', 'en', '/web-developer/nantes'],
    ['/web-development-paris', 'fr', '/fr/developpement-web-paris'],
    ['/contact/email-success', 'fr', '/fr/contact/email-success'],
    ['/camille-laurent', 'fr', '/fr/camille-laurent'],
  ] as const)('%s in %s is %s', (from, target, expected) => {
    expect(twinPath(from, target)).toBe(expected);
  });

  it('maps an article through the slug map, both ways', () => {
    expect(twinPath('/blog/core-web-vitals-guide', 'fr')).toBe('/fr/blog/guide-core-web-vitals');
    expect(twinPath('/fr/blog/guide-core-web-vitals', 'en')).toBe('/blog/core-web-vitals-guide');
  });

  it('falls back to the blog index for an article with no twin', () => {
    expect(twinPath('/blog/an-english-only-post', 'fr')).toBe('/fr/blog');
  });

  it('falls back to home for unknown pages and English-only pages', () => {
    expect(twinPath('/no-such-page', 'fr')).toBe('/fr');
    expect(twinPath('/fr/nimporte-quoi', 'en')).toBe('/');
    expect(twinPath('/test-benefits', 'fr')).toBe('/fr');
  });

  it('ignores the query string and a trailing slash', () => {
    expect(twinPath('/about/?x=1', 'fr')).toBe('/fr/a-propos');
  });

  it('accepts the internal paths the server renders after the locale rewrites', () => {
    expect(twinPath('/en/about', 'fr')).toBe('/fr/a-propos');
    expect(twinPath('/fr/about', 'en')).toBe('/about');
    expect(twinPath('/en/author', 'fr')).toBe('/fr/camille-laurent');
    expect(twinPath('/en', 'fr')).toBe('/fr');
  });

  it('reads the language from the prefix only', () => {
    expect(parsePublicPath('/fr/services').locale).toBe('fr');
    expect(parsePublicPath('/french-page').locale).toBe('en');
  });
});

describe('the routing table as static rewrites', () => {
  it('serves translated French paths from the internal folders', () => {
    expect(localeRewrites()).toEqual(
      expect.arrayContaining([
        { source: '/fr/a-propos', destination: '/fr/about' },
        { source: '/fr/developpeur-web/:city', destination: '/fr/web-developer/:city' },
        { source: '/camille-laurent', destination: '/en/author' },
      ]),
    );
  });

  it('sends every other unprefixed path to English, last', () => {
    const rules = localeRewrites();
    const fallback = rules[rules.length - 1];
    const pattern = new RegExp(`^/${fallback.source.slice('/:path('.length, -1)}$`);
    expect(fallback.destination).toBe('/en/:path');
    expect(pattern.test('/services')).toBe(true);
    expect(pattern.test('/fr/services')).toBe(false);
    expect(pattern.test('/french-fries')).toBe(true);
    expect(pattern.test('/en/about')).toBe(false);
  });

  it('redirects internal names and the English prefix to the public URLs', () => {
    expect(localeRedirects()).toEqual(
      expect.arrayContaining([
        { source: '/en/:path*', destination: '/:path*', permanent: true },
        { source: '/fr/about', destination: '/fr/a-propos', permanent: true },
        { source: '/author', destination: '/camille-laurent', permanent: true },
      ]),
    );
  });
});
