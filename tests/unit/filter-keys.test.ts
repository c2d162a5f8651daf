/** @jest-environment node */
import { isFilterKey } from '@/lib/content/filter-keys';
import { keptReading } from '@/lib/content/kept-reading';

jest.mock('server-only', () => ({}));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the keys of the prerendered tag and category views', () => {
  it('knows every spelling key of the tags and categories in use, in each language', async () => {
    expect(await isFilterKey('en', 'tag', 'seo')).toBe(true);
    expect(await isFilterKey('en', 'tag', 'local-seo')).toBe(true);
    expect(await isFilterKey('fr', 'tag', 'accessibilite')).toBe(true);
    expect(await isFilterKey('fr', 'category', 'developpement-web')).toBe(true);
    expect(await isFilterKey('fr', 'category', 'web-development')).toBe(true);
    expect(await isFilterKey('en', 'tag', 'accessibilite')).toBe(false);
    expect(await isFilterKey('en', 'tag', 'no-such-tag-123')).toBe(false);
    expect(await isFilterKey('en', 'category', 'knitting')).toBe(false);
  });
});

describe('a reading kept in memory', () => {
  it('reads once for many questions, again for an unknown name at most every 10 seconds', async () => {
    jest.useFakeTimers();
    let content = ['a'];
    const read = jest.fn(async () => content);
    const has = keptReading('names', read);
    expect(await has('a')).toBe(true);
    for (let name = 0; name < 100; name += 1) expect(await has(`unknown-${name}`)).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);

    content = ['a', 'b'];
    await jest.advanceTimersByTimeAsync(10_001);
    // Published since the last read: found, after one new read.
    expect(await has('b')).toBe(true);
    expect(await has('c')).toBe(false);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good reading while the content cannot be read, and logs the outage once', async () => {
    jest.useFakeTimers();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const read = jest.fn().mockResolvedValueOnce(['a']).mockRejectedValue(new Error('503'));
    const has = keptReading('names', read);
    expect(await has('a')).toBe(true);
    for (let round = 0; round < 3; round += 1) {
      await jest.advanceTimersByTimeAsync(60_001);
      expect(await has('x')).toBe(false);
      expect(await has('a')).toBe(true);
    }
    expect(error).toHaveBeenCalledTimes(1);
    expect(await keptReading('nothing', () => Promise.reject(new Error('down')))('a')).toBeUndefined();
  });
});
