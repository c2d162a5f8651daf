/** @jest-environment node */
import { getPathname, parsePublicPath } from '@/i18n/paths';
import { localeRewrites, redirectSources, redirectTarget } from '@/i18n/rewrites';
import { pageTwins } from '@/i18n/twins';
import { articleSlugMap, publishedPairs } from '@/lib/content/slug-map';
import { hreflangLinks } from '@/lib/seo/metadata';

const everyArticle = Object.entries(articleSlugMap).flatMap(([en, { fr }]) => [
  { language: 'en' as const, slug: en },
  { language: 'fr' as const, slug: fr },
]);
const article = (slug: string) => ({ pathname: '/blog/[slug]' as const, params: { slug } });
const origin = 'http://localhost:3000';

// docs/behaviour/content.md#slug-map-and-twins
describe('pageTwins: a page in each language', () => {
  const pairs = publishedPairs(everyArticle);

  it('gives a page of the routing table the same page in both languages', () => {
    expect(pageTwins('fr', '/about', pairs)).toMatchObject({
      en: { href: '/about', same: true },
      fr: { href: '/about', same: true },
    });
    expect(getPathname({ locale: 'fr', href: pageTwins('en', '/about', pairs).fr.href })).toBe('/fr/a-propos');
    const city = { pathname: '/web-developer/[city]' as const, params: { city: 'lyon' } };
    expect(pageTwins('en', city, pairs).fr).toEqual({ href: city, same: true });
  });

  it('pairs an article with its twin through the slug map, both ways', () => {
    expect(pageTwins('en', article('core-web-vitals-guide'), pairs).fr).toEqual({
      href: article('guide-core-web-vitals'),
      same: true,
    });
    expect(pageTwins('fr', article('guide-core-web-vitals'), pairs).en).toEqual({
      href: article('core-web-vitals-guide'),
      same: true,
    });
  });

  it('leads an article outside the slug map to the blog index', () => {
    expect(pageTwins('en', article('an-english-only-post'), pairs).fr).toEqual({ href: '/blog', same: false });
  });

  it('leads an English-only page to the French home', () => {
    expect(pageTwins('en', '/test-benefits', pairs).fr).toEqual({ href: '/', same: false });
  });
});

describe('an article whose twin is not published', () => {
  // The content source without the French core web vitals guide (a draft, or deleted).
  const published = everyArticle.filter((post) => post.slug !== 'guide-core-web-vitals');
  const pairs = publishedPairs(published);

  it('has no pair, while the other articles keep theirs', () => {
    expect(pairs).toHaveLength(Object.keys(articleSlugMap).length - 1);
    expect(pairs.find((pair) => pair.en === 'core-web-vitals-guide')).toBeUndefined();
  });

  it('sends the language switch to the blog index in the other language', () => {
    const twin = pageTwins('en', article('core-web-vitals-guide'), pairs).fr;
    expect(twin).toEqual({ href: '/blog', same: false });
    expect(getPathname({ locale: 'fr', href: twin.href })).toBe('/fr/blog');
  });

  it('keeps the twin out of its hreflang links (and so out of the sitemap)', () => {
    expect(hreflangLinks('en', article('core-web-vitals-guide'), pairs)).toEqual({
      en: `${origin}/blog/core-web-vitals-guide`,
    });
    expect(hreflangLinks('en', article('seo-for-react-applications'), pairs)).toEqual({
      en: `${origin}/blog/seo-for-react-applications`,
      fr: `${origin}/fr/blog/seo-applications-react`,
      'x-default': `${origin}/blog/seo-for-react-applications`,
    });
  });
});

describe('parsePublicPath', () => {
  it.each([
    ['/fr/a-propos', 'fr', '/about', {}],
    ['/fr/developpeur-web/nantes', 'fr', '/web-developer/[city]', { city: 'nantes' }],
    ['/camille-laurent', 'en', '/author', {}],
    ['/about/?x=1', 'en', '/about', {}],
  ] as const)('reads %s as %s %s', (path, locale, internal, params) => {
    expect(parsePublicPath(path)).toEqual({ locale, match: { internal, params } });
  });

  it('accepts the internal paths the server renders after the locale rewrites', () => {
    expect(parsePublicPath('/en/about').match?.internal).toBe('/about');
    expect(parsePublicPath('/fr/about')).toEqual({ locale: 'fr', match: { internal: '/about', params: {} } });
    expect(parsePublicPath('/en/author').match?.internal).toBe('/author');
    expect(parsePublicPath('/en').match?.internal).toBe('/');
  });

  it('reads the language from the prefix only, and names no page for an unknown or malformed path', () => {
    expect(parsePublicPath('/fr/services').locale).toBe('fr');
    expect(parsePublicPath('/french-page')).toEqual({ locale: 'en' });
    expect(parsePublicPath('/fr/nimporte-quoi')).toEqual({ locale: 'fr' });
    expect(parsePublicPath('/blog/%E0%A4%A')).toEqual({ locale: 'en' });
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

  it('sends every other unprefixed path to English, after the translated English paths', () => {
    const rules = localeRewrites();
    const fallback = rules.find((rule) => rule.destination === '/en/:path')!;
    expect(rules.indexOf(fallback)).toBeGreaterThan(rules.findIndex((rule) => rule.source === '/camille-laurent'));
    const pattern = new RegExp(`^/${fallback.source.slice('/:path('.length, -1)}$`);
    expect(fallback.destination).toBe('/en/:path');
    expect(pattern.test('/services')).toBe(true);
    expect(pattern.test('/fr/services')).toBe(false);
    expect(pattern.test('/french-fries')).toBe(true);
    expect(pattern.test('/en/about')).toBe(false);
    expect(pattern.test('/studio/structure')).toBe(false);
  });

  it('redirects internal names and the English prefix to the public URLs', () => {
    expect(redirectSources).toEqual(expect.arrayContaining(['/en/:path*', '/fr/about', '/author']));
    expect(redirectTarget('/en/blog/x')).toBe('/blog/x');
    expect(redirectTarget('/fr/about')).toBe('/fr/a-propos');
    expect(redirectTarget('/author')).toBe('/camille-laurent');
  });
});
