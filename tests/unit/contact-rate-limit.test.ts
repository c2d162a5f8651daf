import { attemptSend } from '@/lib/contact/browser-store';
import { formRateRule, waitMinutes } from '@/lib/http/rate-rules';
import { createMemoryLimiter } from '@/lib/rate-limit/memory';

const minute = 60_000;

describe('contact rate limit', () => {
  it('allows 5 attempts per client in 15 minutes and says how long to wait', () => {
    const limiter = createMemoryLimiter(formRateRule);
    const start = 1_000_000;
    for (let attempt = 0; attempt < formRateRule.attempts; attempt += 1) {
      expect(limiter.attempt('203.0.113.1', start + attempt * minute)).toEqual({ allowed: true });
    }
    expect(limiter.attempt('203.0.113.1', start + 5 * minute)).toEqual({ allowed: false, retryAfterMs: 10 * minute });
    expect(limiter.attempt('203.0.113.2', start + 5 * minute)).toEqual({ allowed: true });
    // The first attempt leaves the window: one more is allowed.
    expect(limiter.attempt('203.0.113.1', start + 15 * minute + 1)).toEqual({ allowed: true });
  });

  it('keeps its memory bounded: expired clients are swept, and a hard cap holds under a flood of new ones', () => {
    const limiter = createMemoryLimiter(formRateRule, 1_000);
    const start = 1_000_000;
    for (let client = 0; client < 5_000; client += 1) limiter.attempt(`198.51.100.${client}`, start + client);
    expect(limiter.size).toBe(1_000);
    // Once their window has passed, each new client's attempt sweeps more old ones than it adds.
    const later = start + 5_000 + formRateRule.windowMs;
    for (let client = 0; client < 600; client += 1) limiter.attempt(`192.0.2.${client}`, later + client);
    expect(limiter.size).toBe(600);
    // A client still inside its window keeps its count through the sweeping.
    for (let attempt = 0; attempt < 5; attempt += 1) limiter.attempt('203.0.113.9', later + 700 + attempt);
    expect(limiter.attempt('203.0.113.9', later + 800).allowed).toBe(false);
  });

  it('says whether a window is full without counting an attempt', () => {
    const limiter = createMemoryLimiter({ attempts: 2, windowMs: minute });
    expect(limiter.full('all', 0)).toBe(false);
    limiter.attempt('all', 0);
    expect(limiter.full('all', 1)).toBe(false);
    expect(limiter.full('all', 1)).toBe(false);
    limiter.attempt('all', 1);
    expect(limiter.full('all', 2)).toBe(true);
    expect(limiter.full('all', minute + 1)).toBe(false);
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
    const refused = attemptSend(now + 10);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 15 * minute - 10 });
    expect(attemptSend(now + 15 * minute + 1).allowed).toBe(true);
    // A damaged record is ignored rather than blocking the visitor.
    window.localStorage.setItem('contact-attempts', '{oops');
    expect(attemptSend(now).allowed).toBe(true);
  });
});
