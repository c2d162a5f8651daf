/** @jest-environment node */
import { evaluate } from 'groq-js';
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

jest.mock('groq-js', () => {
  const actual = jest.requireActual('groq-js');
  return { ...actual, evaluate: jest.fn(actual.evaluate) };
});

/** Every read of lib/content, each asked something the embedded dataset holds, in both languages where it has one. */
const reads: [string, () => Promise<unknown>][] = [
  ['all posts', () => getPosts(null)],
  ['the French posts', () => getPosts('fr')],
  ['the recent posts', () => getRecentPosts('en')],
  ['the featured posts', () => getFeaturedPosts('fr')],
  ['an article', () => getPost('core-web-vitals-guide', 'en')],
  ['the article pairs', () => getArticlePairs()],
  ['a category', () => getPostsByCategory('seo-performance', 'en')],
  ['the categories', () => getCategories('fr')],
  ['the search index', () => getSearchIndex('en')],
  ['the author', () => getAuthor('camille-laurent')],
  ["the author's posts", () => getPostsByAuthor('camille-laurent', null)],
  ['the related posts', async () => getRelatedPosts((await getPost('core-web-vitals-guide', 'en'))!)],
];

function answersUnder(nodeEnv: 'development' | 'production') {
  jest.replaceProperty(process.env, 'NODE_ENV', nodeEnv);
  return Promise.all(reads.map(([, read]) => read()));
}

afterEach(() => jest.restoreAllMocks());

// docs/architecture.md#development-server
describe('the embedded dataset under next dev', () => {
  it('answers every read as a production server does', async () => {
    const production = await answersUnder('production');
    // Each read finds something, so that an empty answer in both modes cannot pass for an equal one.
    for (const answer of production)
      expect(answer === null || (Array.isArray(answer) && answer.length === 0)).toBe(false);
    const development = await answersUnder('development');
    reads.forEach(([name], index) => expect([name, development[index]]).toEqual([name, production[index]]));
  });

  it("computes each answer without groq-js's promise-per-expression evaluator", async () => {
    jest.mocked(evaluate).mockClear();
    await answersUnder('development');
    expect(evaluate).not.toHaveBeenCalled();
    await answersUnder('production');
    expect(evaluate).toHaveBeenCalled();
  });
});
