/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getArticlePairs,
  getAuthor,
  getCategories,
  getFeaturedPosts,
  getPost,
  getPosts,
  getPostsByAuthor,
  getPostsByCategory,
  getRecentPosts,
  getRelatedPosts,
  getSearchIndex,
} from '@/lib/content';
import { routing } from '@/i18n/routing';
import { getBlogListing } from '@/lib/content/listing';
import { matchingSlugs, resolveFilters, searchWords } from '@/lib/content/filters';
import { articleSlugMap } from '@/lib/content/slug-map';

/** The embedded dataset as the queries see it, to compute what each answer should be. */
type RawPost = {
  _id: string;
  _type: 'post';
  slug: { current: string };
  language: 'en' | 'fr';
  title: string;
  excerpt: string;
  featured: boolean;
  publishedAt: string;
  categories: { _ref: string }[];
  body: { _type: string; children?: { text: string }[] }[];
};
const documents = readFileSync(path.join(process.cwd(), 'content', 'dataset.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { _type: string });
const rawPosts = documents.filter((document): document is RawPost => document._type === 'post');
const newestFirst = (language: 'en' | 'fr') =>
  rawPosts.filter((post) => post.language === language).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const isNewestFirst = (dates: string[]) => dates.every((date, index) => index === 0 || dates[index - 1] >= date);

describe('all posts', () => {
  it.each(['en', 'fr'] as const)('lists the 10 %s articles, newest first, in that language only', async (language) => {
    const posts = await getPosts(language);
    expect(posts.map((post) => post.slug)).toEqual(newestFirst(language).map((post) => post.slug.current));
    expect(posts).toHaveLength(10);
    expect(posts.every((post) => post.language === language)).toBe(true);
    expect(isNewestFirst(posts.map((post) => post.publishedAt))).toBe(true);
  });

  it('lists every language when no language is given', async () => {
    const posts = await getPosts(null);
    expect(posts).toHaveLength(10 * routing.locales.length);
    expect(isNewestFirst(posts.map((post) => post.publishedAt))).toBe(true);
  });

  it('gives every article of the slug map its twin in the other language', async () => {
    const [en, fr, pairs] = await Promise.all([getPosts('en'), getPosts('fr'), getArticlePairs()]);
    for (const [enSlug, { fr: frSlug }] of Object.entries(articleSlugMap)) {
      expect(en.find((post) => post.slug === enSlug)).toBeDefined();
      expect(fr.find((post) => post.slug === frSlug)).toBeDefined();
    }
    expect(pairs).toEqual(
      Object.entries(articleSlugMap).map(([enSlug, { fr: frSlug }]) => ({ en: enSlug, fr: frSlug })),
    );
  });
});

describe('featured and recent posts', () => {
  it.each(['en', 'fr'] as const)('shows the first 3 featured %s articles, newest first', async (language) => {
    const featured = await getFeaturedPosts(language);
    const expected = newestFirst(language)
      .filter((post) => post.featured)
      .slice(0, 3);
    expect(featured.map((post) => post.slug)).toEqual(expected.map((post) => post.slug.current));
    expect(featured.every((post) => post.featured && post.language === language)).toBe(true);
  });

  it('shows the 3 most recent articles of a language', async () => {
    const recent = await getRecentPosts('fr');
    expect(recent.map((post) => post.slug)).toEqual(
      newestFirst('fr')
        .slice(0, 3)
        .map((post) => post.slug.current),
    );
  });
});

describe('one post', () => {
  it('returns the article with its body, author details and categories', async () => {
    const post = await getPost('core-web-vitals-guide', 'en');
    expect(post?.title).toBe('Core Web Vitals explained for business owners');
    expect(post?.author).toMatchObject({ name: 'Camille Laurent', slug: 'camille-laurent' });
    expect(post?.author?.bio?.fr).toMatch(/développe/);
    expect(post?.categories.map((category) => category.slug)).toEqual([
      'seo-performance',
      'tips-tricks',
      'tools-resources',
    ]);
    const types = new Set(post?.body.map((block) => block._type));
    expect([...types]).toEqual(expect.arrayContaining(['block', 'image', 'code', 'authorSection']));
    expect(post?.characterCount).toBeGreaterThan(2000);
  });

  // docs/behaviour/content.md#queries
  it('rejects a slug asked for in the wrong language', async () => {
    expect(await getPost('guide-core-web-vitals', 'fr')).not.toBeNull();
    expect(await getPost('guide-core-web-vitals', 'en')).toBeNull();
    expect(await getPost('core-web-vitals-guide', 'fr')).toBeNull();
  });

  it('finds nothing for an unknown slug', async () => {
    expect(await getPost('no-such-article', 'en')).toBeNull();
  });
});

describe('posts by category and related posts', () => {
  it('lists the posts of a category in the language, newest first', async () => {
    const posts = await getPostsByCategory('mobile-development', 'en');
    expect(posts.map((post) => post.slug)).toEqual(['hiring-a-mobile-app-developer', 'mobile-app-user-experience']);
    expect(await getPostsByCategory('no-such-category', 'en')).toEqual([]);
  });

  it('relates up to 3 other posts of the same language that share a category, newest first', async () => {
    const post = await getPost('mobile-app-user-experience', 'en');
    const related = await getRelatedPosts(post!);
    const categoryIds = new Set(post!.categories.map((category) => category._id));
    expect(related).toHaveLength(3);
    expect(related.map((other) => other.slug)).not.toContain(post!.slug);
    expect(
      related.every(
        (other) => other.language === 'en' && other.categories.some((category) => categoryIds.has(category._id)),
      ),
    ).toBe(true);
    expect(isNewestFirst(related.map((other) => other.publishedAt))).toBe(true);
  });

  it('relates nothing to a post without categories', async () => {
    expect(await getRelatedPosts({ _id: 'post-x', language: 'en', categories: [] })).toEqual([]);
  });
});

describe('categories', () => {
  it.each(['en', 'fr'] as const)(
    'lists the 10 %s categories ordered by title, with the number of articles in each',
    async (language) => {
      const categories = await getCategories(language);
      expect(categories).toHaveLength(10);
      const titles = categories.map((category) => category.title);
      expect(titles).toEqual([...titles].sort());
      for (const category of categories) {
        const expected = rawPosts.filter((post) => post.categories.some((ref) => ref._ref === category._id)).length;
        expect(category.articleCount).toBe(expected);
        expect(category.language).toBe(language);
      }
      expect(categories.find((category) => category.slug === 'web-development')?.articleCount).toBe(5);
    },
  );
});

describe('search', () => {
  const plainText = (post: RawPost) =>
    [post.title, post.excerpt, ...post.body.flatMap((block) => block.children?.map((child) => child.text) ?? [])]
      .join(' ')
      .toLowerCase();

  /** What the blog's search view finds, from the language's prerendered index, as the browser runs it. */
  async function search(language: 'en' | 'fr', filters: { search?: string; category?: string; tag?: string }) {
    const [index, listing] = await Promise.all([getSearchIndex(language), getBlogListing(language, {})]);
    return matchingSlugs(index, resolveFilters(filters, listing.categories, listing.tags));
  }

  it('matches a word by its beginning in the title, the excerpt or the text', async () => {
    const results = await search('en', { search: 'vital' });
    const expected = newestFirst('en').filter((post) => /\bvital/.test(plainText(post)));
    expect(results).toEqual(expected.map((post) => post.slug.current));
    expect(results).toContain('core-web-vitals-guide');
    expect(results.length).toBeLessThan(10);
  });

  it('requires every word and searches the French articles in French', async () => {
    expect(await search('fr', { search: 'pouce' })).toEqual([
      'experience-utilisateur-application-mobile',
      'guide-site-web-responsive-2025',
    ]);
    expect(await search('fr', { search: 'pouce onglet' })).toEqual(['experience-utilisateur-application-mobile']);
  });

  it.each([
    ['fr', ['référencement', 'referencement', 'REFERENCEMENT', 'Référencement', 'RÉFÉRENCEMENT']],
    ['en', ['vitals', 'VITALS', 'vîtals', 'Vïtâls']],
  ] as const)('ignores case and accents both ways in %s, as the filters do', async (language, spellings) => {
    const [first, ...others] = await Promise.all(spellings.map((spelling) => search(language, { search: spelling })));
    expect(first.length).toBeGreaterThan(0);
    for (const other of others) expect(other).toEqual(first);
  });

  it('combines the search with a category and a tag, named in any case and spelling', async () => {
    const bySearch = await search('en', { search: 'google' });
    const withCategory = await search('en', { search: 'google', category: 'Digital Marketing' });
    expect(withCategory.length).toBeGreaterThan(0);
    expect(withCategory.length).toBeLessThan(bySearch.length);
    expect(await search('en', { search: 'GOOGLE', category: 'digital-marketing', tag: 'LOCAL-seo' })).toEqual([
      'local-seo-small-business',
    ]);
  });

  it('finds nothing for an unknown word, tag or category, and everything for a search without words', async () => {
    expect(await search('en', { search: 'xylophone' })).toEqual([]);
    expect(await search('en', { tag: 'knitting' })).toEqual([]);
    expect(await search('fr', { category: 'tricot' })).toEqual([]);
    expect(await search('en', { search: ' * ' })).toHaveLength(10);
  });

  it('cuts text into folded words, ligatures and all', () => {
    expect(searchWords("  Qu'est-ce que l'INP ? Cœur, Ælfred & naïveté")).toEqual([
      'qu',
      'est',
      'ce',
      'que',
      'l',
      'inp',
      'coeur',
      'aelfred',
      'naivete',
    ]);
  });

  it('keeps each word of a post once in its index', async () => {
    for (const entry of await getSearchIndex('fr')) {
      const words = entry.words.split(' ');
      expect(new Set(words).size).toBe(words.length);
    }
  });
});

describe('the author', () => {
  // docs/behaviour/content.md#authors
  it('has every documented field, in both languages where it is text', async () => {
    const author = await getAuthor('camille-laurent');
    expect(author).toMatchObject({
      _id: 'author-camille-laurent',
      name: 'Camille Laurent',
      slug: 'camille-laurent',
      linkedinUrl: 'https://www.linkedin.com/in/camille-laurent-dev',
      videoUrl: expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=/),
      image: { asset: { url: '/about/portrait.svg', width: 480, height: 480 } },
    });
    for (const field of ['title', 'description', 'bio'] as const) {
      expect(author?.[field]?.en).toEqual(expect.any(String));
      expect(author?.[field]?.fr).toEqual(expect.any(String));
    }
  });

  it('is null for an unknown slug', async () => {
    expect(await getAuthor('nobody')).toBeNull();
  });

  it.each(['en', 'fr'] as const)('lists the %s articles the author wrote, newest first', async (language) => {
    const posts = await getPostsByAuthor('camille-laurent', language);
    expect(posts.map((post) => post.slug)).toEqual(newestFirst(language).map((post) => post.slug.current));
    expect(await getPostsByAuthor('nobody', language)).toEqual([]);
  });
});
