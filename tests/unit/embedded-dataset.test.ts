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

afterEach(() => jest.restoreAllMocks());

// docs/architecture.md#development-server
describe('the embedded dataset', () => {
  it.each(['development', 'production'] as const)(
    "answers every read under %s without groq-js's promise-per-expression evaluator",
    async (nodeEnv) => {
      jest.replaceProperty(process.env, 'NODE_ENV', nodeEnv);
      jest.mocked(evaluate).mockClear();
      const answers = await Promise.all(reads.map(([, read]) => read()));
      // Each read finds something, so that an evaluator answering nothing cannot pass.
      reads.forEach(([name], index) =>
        expect([name, answers[index] === null || (Array.isArray(answers[index]) && !answers[index].length)]).toEqual([
          name,
          false,
        ]),
      );
      expect(evaluate).not.toHaveBeenCalled();
    },
  );
});
