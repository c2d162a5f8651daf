import { decide, type RateDecision, type RateRule } from './window';

/**
 * Enough for every visitor of a small site in one window; past it, the least recently allowed key goes first.
 * @public named in docs/behaviour/constants.md
 */
export const defaultMaxKeys = 10_000;
/**
 * Expired keys removed per allowed attempt: more than the one it adds, so they never pile up.
 * @public named in docs/behaviour/constants.md
 */
export const sweepPerAttempt = 2;

/**
 * One process's limiter, for a host without Redis. Bounded, and O(1) per attempt: a Map keeps insertion
 * order and a key is re-inserted only when an attempt is allowed, so the first key is always the one whose
 * window ends first. Each allowed attempt sweeps expired keys from the front, and the hard cap evicts there too.
 */
export function createMemoryLimiter(rule: RateRule, maxKeys = defaultMaxKeys) {
  const attempts = new Map<string, number[]>();

  function makeRoom(now: number) {
    for (let swept = 0; swept < sweepPerAttempt; swept += 1) {
      const first = attempts.entries().next();
      if (first.done) return;
      const [key, times] = first.value;
      if (times[times.length - 1] > now - rule.windowMs) break;
      attempts.delete(key);
    }
    if (attempts.size >= maxKeys) attempts.delete(attempts.keys().next().value as string);
  }

  return {
    attempt(key: string, now = Date.now()): RateDecision {
      const { decision, attempts: kept } = decide(attempts.get(key) ?? [], now, rule);
      if (decision.allowed) {
        attempts.delete(key);
        makeRoom(now);
        attempts.set(key, kept);
      }
      return decision;
    },
    /** Whether the next attempt of `key` would be refused, counting nothing. */
    full(key: string, now = Date.now()): boolean {
      return !decide(attempts.get(key) ?? [], now, rule).decision.allowed;
    },
    forget(key: string) {
      attempts.delete(key);
    },
    /** How many keys it holds. */
    get size() {
      return attempts.size;
    },
  };
}
