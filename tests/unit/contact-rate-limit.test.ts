import { attemptSend } from '@/lib/contact/browser-store';
import { formRateRule, waitMinutes } from '@/lib/http/rate-rules';
import { BoundedMemoryLimiter, claimOnce, rateLimit, releaseClaim, windowFull } from '@/lib/rate-limit';

const minute = 60_000;
const start = 1_000_000_000;

beforeEach(() => jest.useFakeTimers({ now: start }));
afterEach(() => jest.useRealTimers());
const at = (ms: number) => jest.setSystemTime(start + ms);

describe('the rate limits (rate-limiter-flexible, in memory without REDIS_URL)', () => {
  it('allows 5 attempts per client in 15 minutes and says exactly how long to wait', async () => {
    for (let attempt = 0; attempt < formRateRule.attempts; attempt += 1) {
      at(attempt * minute);
      expect(await rateLimit('form-a', '203.0.113.1', formRateRule)).toEqual({ allowed: true });
    }
    at(5 * minute);
    expect(await rateLimit('form-a', '203.0.113.1', formRateRule)).toEqual({
      allowed: false,
      retryAfterMs: 10 * minute,
    });
    expect(await rateLimit('form-a', '203.0.113.2', formRateRule)).toEqual({ allowed: true });
    // Another form counts in a window of its own.
    expect(await rateLimit('form-b', '203.0.113.1', formRateRule)).toEqual({ allowed: true });
    // The window has passed: the client may send again.
    at(15 * minute + 1);
    expect(await rateLimit('form-a', '203.0.113.1', formRateRule)).toEqual({ allowed: true });
  });

  it('says whether a window is full without counting an attempt', async () => {
    const rule = { attempts: 2, windowMs: minute };
    expect(await windowFull('ceiling', 'all', rule)).toBe(false);
    await rateLimit('ceiling', 'all', rule);
    expect(await windowFull('ceiling', 'all', rule)).toBe(false);
    expect(await windowFull('ceiling', 'all', rule)).toBe(false);
    await rateLimit('ceiling', 'all', rule);
    expect(await windowFull('ceiling', 'all', rule)).toBe(true);
    at(minute + 1);
    expect(await windowFull('ceiling', 'all', rule)).toBe(false);
  });

  it('claims a key once until its time is up, or until the claim is given back', async () => {
    expect(await claimOnce('used-links', 'link-1', minute)).toBe(true);
    expect(await claimOnce('used-links', 'link-1', minute)).toBe(false);
    expect(await claimOnce('used-links', 'link-2', minute)).toBe(true);
    await releaseClaim('used-links', 'link-1');
    expect(await claimOnce('used-links', 'link-1', minute)).toBe(true);
    at(minute + 1);
    expect(await claimOnce('used-links', 'link-2', minute)).toBe(true);
  });

  it('keeps its memory bounded: expired clients go first, and a hard cap holds under a flood of new ones', async () => {
    const limiter = new BoundedMemoryLimiter({ points: 5, duration: 15 * 60 }, 1_000);
    // The library's own store, read only here to prove the bound holds in it too.
    const stored = () =>
      (limiter as unknown as { _memoryStorage: { _storage: Map<string, unknown> } })._memoryStorage._storage.size;
    for (let client = 0; client < 5_000; client += 1) {
      at(client);
      await limiter.consume(`198.51.100.${client}`);
    }
    expect([limiter.ends.size, stored()]).toEqual([1_000, 1_000]);
    // Once their window has passed, new clients take the place of the old ones.
    const later = 5_000 + formRateRule.windowMs;
    for (let client = 0; client < 600; client += 1) {
      at(later + client);
      await limiter.consume(`192.0.2.${client}`);
    }
    expect([limiter.ends.size, stored()]).toEqual([600, 600]);
    // A client still inside its window keeps its count through it all.
    for (let attempt = 0; attempt < 5; attempt += 1) await limiter.consume('203.0.113.9');
    await expect(limiter.consume('203.0.113.9')).rejects.toMatchObject({ remainingPoints: 0 });
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(waitMinutes(10 * minute)).toBe(10);
    expect(waitMinutes(9 * minute + 1)).toBe(10);
    expect(waitMinutes(1)).toBe(1);
  });
});

describe('the browser mirror', () => {
  it('counts the same limit across reloads (localStorage)', () => {
    window.localStorage.clear();
    const now = 5_000_000;
    for (let attempt = 0; attempt < 5; attempt += 1) expect(attemptSend(now + attempt).allowed).toBe(true);
    expect(attemptSend(now + 10)).toEqual({ allowed: false, retryAfterMs: 15 * minute - 10 });
    expect(attemptSend(now + 15 * minute + 1).allowed).toBe(true);
    // A damaged record is ignored rather than blocking the visitor.
    window.localStorage.setItem('contact-attempts', '{oops');
    expect(attemptSend(now).allowed).toBe(true);
  });
});
