import { attemptSend } from '@/lib/contact/browser-store';
import { createRateLimiter, rateLimit, waitMinutes } from '@/lib/contact/rate-limit';

const minute = 60_000;

describe('contact rate limit', () => {
  it('allows 5 attempts per client in 15 minutes and says how long to wait', () => {
    const limiter = createRateLimiter();
    const start = 1_000_000;
    for (let attempt = 0; attempt < rateLimit.attempts; attempt += 1) {
      expect(limiter.attempt('203.0.113.1', start + attempt * minute)).toEqual({ allowed: true });
    }
    expect(limiter.attempt('203.0.113.1', start + 5 * minute)).toEqual({ allowed: false, retryAfterMs: 10 * minute });
    expect(limiter.attempt('203.0.113.2', start + 5 * minute)).toEqual({ allowed: true });
    // The first attempt leaves the window: one more is allowed.
    expect(limiter.attempt('203.0.113.1', start + 15 * minute + 1)).toEqual({ allowed: true });
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(waitMinutes(10 * minute)).toBe(10);
    expect(waitMinutes(9 * minute + 1)).toBe(10);
    expect(waitMinutes(1)).toBe(1);
  });

  it('mirrors the limit in the browser, across reloads (localStorage)', () => {
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
