/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';

type Doc = Record<string, unknown> & { _id: string; _type: string };

const embedded: Doc[] = readFileSync(path.join(process.cwd(), 'content', 'dataset.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc);

// The queries run unchanged, with groq-js, on a copy of the embedded dataset that each test may spoil.
let mockDocuments: Doc[] = embedded;
jest.mock('@/lib/content/source', () => ({
  runQuery: async (query: string, params: Record<string, unknown>) =>
    (await evaluate(parse(query, { params }), { dataset: mockDocuments, params })).get(),
}));

import { getFeaturedPosts, getPost, getPosts } from '@/lib/content';

const withPost = (id: string, change: (post: Doc) => Doc) =>
  embedded.map((doc) => (doc._id === id ? change(doc) : doc));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockDocuments = embedded;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('a malformed document', () => {
  it('is logged and left out of a list, and the other posts still show', async () => {
    mockDocuments = withPost('post-en-schema-markup-guide', (post) => ({
      ...post,
      title: null,
      publishedAt: 'last Tuesday',
    }));
    const posts = await getPosts('en');
    expect(posts).toHaveLength(9);
    expect(posts.map((post) => post.slug)).not.toContain('schema-markup-guide');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('post-en-schema-markup-guide'));
  });

  it('makes a single article not found instead of crashing the page', async () => {
    mockDocuments = withPost('post-fr-guide-core-web-vitals', (post) => ({ ...post, publishedAt: 'mardi' }));
    expect(await getPost('guide-core-web-vitals', 'fr')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('post-fr-guide-core-web-vitals'));
  });

  it('drops a reference to a deleted category but keeps the post', async () => {
    mockDocuments = embedded.filter((doc) => doc._id !== 'category-en-case-studies');
    const post = await getPost('turnkey-website-from-450-euros', 'en');
    expect(post?.categories.map((category) => category.slug)).toEqual(['web-development', 'digital-marketing']);
  });
});

describe('featured posts', () => {
  it('fall back to the 3 most recent when none is featured', async () => {
    mockDocuments = embedded.map((doc) => (doc._type === 'post' ? { ...doc, featured: false } : doc));
    const posts = await getFeaturedPosts('en');
    expect(posts.map((post) => post.slug)).toEqual([
      'showcase-website-small-business',
      'hiring-a-mobile-app-developer',
      'schema-markup-guide',
    ]);
  });
});
