/** @jest-environment node */
import { parseBlogFilters } from '@/lib/content/filters';
import { getBlogListing, singleFilterKeys } from '@/lib/content/listing';
import { filteredViewPath } from '@/lib/list-views';

// The real embedded source, unless a test makes the content service fail.
let mockFailure: Error | undefined;
jest.mock('@/lib/content/source', () => {
  const actual = jest.requireActual('@/lib/content/source');
  return {
    ...actual,
    runQuery: (...args: unknown[]) => (mockFailure ? Promise.reject(mockFailure) : actual.runQuery(...args)),
  };
});

describe('the blog listing', () => {
  it('shows every article of the language, the featured ones, and only the categories and tags in use', async () => {
    const listing = await getBlogListing('fr', {});
    expect(listing.posts).toHaveLength(10);
    expect(listing.featured).toHaveLength(3);
    expect(listing.categories.map((category) => category.title)).toContain('Études de cas');
    expect(listing.categories.every((category) => category.articleCount > 0)).toBe(true);
    expect(listing.tags).toContain('accessibilité');
    expect(listing.tags).not.toContain('accessibility');
  });

  it('combines category and tag, and hides the featured block while filtering', async () => {
    const byCategory = await getBlogListing('en', { category: 'digital-marketing' });
    const withTag = await getBlogListing('en', { category: 'digital-marketing', tag: 'local SEO' });
    expect(byCategory.posts.length).toBeGreaterThan(withTag.posts.length);
    expect(
      byCategory.posts.every((post) => post.categories.some((category) => category.slug === 'digital-marketing')),
    ).toBe(true);
    expect(withTag.posts.map((post) => post.slug)).toEqual(['local-seo-small-business']);
    expect(withTag.featured).toEqual([]);
  });

  it.each([
    ['en', { tag: 'seo' }, 'SEO'],
    ['en', { tag: 'LOCAL-seo' }, 'local SEO'],
    ['fr', { tag: 'accessibilite' }, 'accessibilité'],
    ['fr', { tag: 'Données Structurées' }, 'données structurées'],
  ] as const)('matches a %s tag whatever its case and accents: %o is "%s"', async (language, filters, tag) => {
    const listing = await getBlogListing(language, filters);
    expect(listing.filters.tag).toBe(tag);
    expect(listing.posts.length).toBeGreaterThan(0);
    expect(listing.posts.every((post) => post.tags.includes(tag))).toBe(true);
    expect(listing.posts).toEqual((await getBlogListing(language, { tag })).posts);
  });

  it.each([
    ['fr', 'developpement-web'],
    ['fr', 'Développement Web'],
    ['fr', 'WEB-DEVELOPMENT'],
    ['en', 'Web development'],
  ] as const)(
    'matches a %s category by its slug or its title, whatever its case and accents: %s',
    async (language, category) => {
      const listing = await getBlogListing(language, { category });
      expect(listing.filters.category).toBe('web-development');
      expect(listing.posts.length).toBeGreaterThan(0);
      expect(listing.posts.map((post) => post.slug)).toEqual(
        (await getBlogListing(language, { category: 'web-development' })).posts.map((post) => post.slug),
      );
    },
  );

  it('finds nothing for an unknown category', async () => {
    expect((await getBlogListing('en', { category: 'knitting' })).posts).toEqual([]);
  });

  it('reads the filters from the URL, ignoring blanks and repeated parameters', () => {
    expect(
      parseBlogFilters(new URLSearchParams('search=++vitals+&category=tutorials&category=tips-tricks&tag=')),
    ).toEqual({
      search: 'vitals',
      category: 'tutorials',
      tag: undefined,
    });
    expect(parseBlogFilters(new URLSearchParams({ tag: 'x'.repeat(5000) })).tag).toHaveLength(100);
  });

  it.each([
    ['en', '/blog?tag=SEO'],
    ['en', '/blog?category=Web+development'],
    ['fr', '/fr/blog?tag=Accessibilit%C3%A9'],
    ['fr', '/fr/blog?category=D%C3%A9veloppement+web'],
  ] as const)('prerenders the view that a %s filter leads to: %s', async (language, path) => {
    const url = new URL(path, 'http://localhost');
    const [, filter, key] = /\/views\/(\w+)\/(.+)$/.exec(filteredViewPath(url.pathname, url.searchParams) ?? '') ?? [];
    expect(await singleFilterKeys(language)).toContainEqual({ filter, key });
  });

  it('lets a failure of the content service through, so Next keeps the last good view', async () => {
    mockFailure = new Error('getaddrinfo ENOTFOUND abc.apicdn.sanity.io');
    await expect(getBlogListing('en', {})).rejects.toThrow('ENOTFOUND');
    mockFailure = undefined;
  });
});
