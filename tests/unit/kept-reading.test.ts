/** @jest-environment node */
jest.mock('server-only', () => ({}));

// The real embedded content, unless a test publishes its own articles or makes the content service fail.
let mockPublished: { slug: string; language: 'en' | 'fr' }[] | Error | undefined;
const mockReads = jest.fn();
jest.mock('@/lib/content/index', () => {
  const actual = jest.requireActual('@/lib/content/index');
  return {
    ...actual,
    getPostKeys: async () => {
      mockReads();
      if (mockPublished instanceof Error) throw mockPublished;
      return mockPublished ?? actual.getPostKeys();
    },
  };
});

/** The module as a fresh server process loads it: nothing read yet. */
async function freshReading() {
  let reading: typeof import('@/lib/content/kept-reading') | undefined;
  await jest.isolateModulesAsync(async () => {
    reading = await import('@/lib/content/kept-reading');
  });
  return reading!;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  mockReads.mockClear();
  mockPublished = undefined;
});

describe('what the proxy knows of the content', () => {
  it('knows the published articles in their language, and every spelling key of the tags and categories in use', async () => {
    const { isFilterKey, isPublishedArticle } = await freshReading();
    expect(await isPublishedArticle('en', 'core-web-vitals-guide')).toBe(true);
    expect(await isPublishedArticle('fr', 'guide-core-web-vitals')).toBe(true);
    expect(await isPublishedArticle('fr', 'core-web-vitals-guide')).toBe(false);
    expect(await isPublishedArticle('en', 'no-such-article')).toBe(false);
    expect(await isFilterKey('en', 'tag', 'seo')).toBe(true);
    expect(await isFilterKey('en', 'tag', 'local-seo')).toBe(true);
    expect(await isFilterKey('fr', 'tag', 'accessibilite')).toBe(true);
    expect(await isFilterKey('fr', 'category', 'developpement-web')).toBe(true);
    expect(await isFilterKey('fr', 'category', 'web-development')).toBe(true);
    expect(await isFilterKey('en', 'tag', 'accessibilite')).toBe(false);
    expect(await isFilterKey('en', 'tag', 'no-such-tag-123')).toBe(false);
    expect(await isFilterKey('en', 'category', 'knitting')).toBe(false);
  });

  it('reads once for many questions, again for an unknown name at most every 10 seconds', async () => {
    jest.useFakeTimers();
    const { isPublishedArticle } = await freshReading();
    mockPublished = [{ slug: 'a', language: 'en' }];
    expect(await isPublishedArticle('en', 'a')).toBe(true);
    for (let name = 0; name < 100; name += 1) expect(await isPublishedArticle('en', `unknown-${name}`)).toBe(false);
    expect(mockReads).toHaveBeenCalledTimes(1);

    mockPublished = [...mockPublished, { slug: 'b', language: 'en' }];
    await jest.advanceTimersByTimeAsync(10_001);
    // Published since the last read: found, after one new read.
    expect(await isPublishedArticle('en', 'b')).toBe(true);
    expect(await isPublishedArticle('en', 'c')).toBe(false);
    expect(mockReads).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good reading while the content cannot be read, and logs the outage once', async () => {
    jest.useFakeTimers();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { isPublishedArticle } = await freshReading();
    mockPublished = [{ slug: 'a', language: 'en' }];
    expect(await isPublishedArticle('en', 'a')).toBe(true);
    mockPublished = new Error('503');
    for (let round = 0; round < 3; round += 1) {
      await jest.advanceTimersByTimeAsync(60_001);
      expect(await isPublishedArticle('en', 'x')).toBe(false);
      expect(await isPublishedArticle('en', 'a')).toBe(true);
    }
    expect(error).toHaveBeenCalledTimes(1);
    expect(await (await freshReading()).isPublishedArticle('en', 'a')).toBeUndefined();
  });
});
