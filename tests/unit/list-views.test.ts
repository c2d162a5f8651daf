/** @jest-environment node */
import { searchViewRewrites } from '@/i18n/rewrites';
import { routing } from '@/i18n/routing';
import { FILTERED_VIEW_PATH, filteredViewPath } from '@/lib/list-views';

function view(path: string) {
  const url = new URL(path, 'http://localhost');
  return filteredViewPath(url.pathname, url.searchParams);
}

describe('the page that answers a filtered list', () => {
  it('is one prerendered page for every spelling of a tag or a category', () => {
    expect(view('/blog?tag=seo')).toBe('/en/blog/views/tag/seo');
    expect(view('/blog?tag=S%C3%89O')).toBe('/en/blog/views/tag/seo');
    expect(view('/blog?tag=local+SEO&search=')).toBe('/en/blog/views/tag/local-seo');
    expect(view('/fr/blog?category=D%C3%A9veloppement%20Web')).toBe('/fr/blog/views/category/developpement-web');
    expect(view('/fr/blog?category=web-development&tag=')).toBe('/fr/blog/views/category/web-development');
  });

  it('is the prerendered search view for a search, combined filters, or a filter without letters', () => {
    expect(view('/blog?search=vital')).toBe('/en/blog/views/search');
    expect(view('/fr/blog?search=vital&tag=seo')).toBe('/fr/blog/views/search');
    expect(view('/blog?category=digital-marketing&tag=local+SEO')).toBe('/en/blog/views/search');
    expect(view('/blog?tag=%21%21')).toBe('/en/blog/views/search');
  });

  it('is the search view for a search alone without the proxy: a static rewrite per language', () => {
    const rewrites = searchViewRewrites();
    expect(rewrites).toHaveLength(routing.locales.length);
    expect(rewrites).toEqual(
      expect.arrayContaining([
        { source: '/blog', has: [{ type: 'query', key: 'search' }], destination: '/en/blog/views/search' },
        { source: '/fr/blog', has: [{ type: 'query', key: 'search' }], destination: '/fr/blog/views/search' },
      ]),
    );
  });

  it('is a prerendered page for a known portfolio category, and the list itself for an unknown one', () => {
    expect(view('/portfolio?category=mobile')).toBe('/en/portfolio/views/mobile');
    expect(view('/fr/portfolio?category=design')).toBe('/fr/portfolio/views/design');
    expect(view('/portfolio?category=Mobile')).toBeUndefined();
    expect(view('/portfolio?category=nope')).toBeUndefined();
  });

  it('is the list itself without a filter, and nothing for other pages', () => {
    for (const path of ['/blog', '/fr/blog?tag=%20', '/blog?utm_source=news', '/portfolio', '/services?tag=seo']) {
      expect(view(path)).toBeUndefined();
    }
  });

  it('has an internal path that is no public URL', () => {
    for (const path of [
      '/blog/views/tag/seo',
      '/fr/blog/views/search',
      '/portfolio/views/mobile',
      '/fr/portfolio/views/web',
    ]) {
      expect(FILTERED_VIEW_PATH.test(path)).toBe(true);
    }
    for (const path of [
      '/blog/views',
      '/blog/core-web-vitals-guide',
      '/portfolio',
      '/portfolio/law-firm.svg',
      '/fr/blog',
    ]) {
      expect(FILTERED_VIEW_PATH.test(path)).toBe(false);
    }
  });
});
