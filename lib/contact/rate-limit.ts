/** Spec §5/§9: 5 attempts per key in 15 minutes, the same rule in the browser and on the server. */
export const rateLimit = { attempts: 5, windowMs: 15 * 60 * 1000 } as const;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Decides on a list of earlier attempt times (ms); returns the times to keep, including this attempt if allowed. */
export function decide(previous: readonly number[], now: number): { decision: RateDecision; attempts: number[] } {
  const recent = previous.filter((time) => time > now - rateLimit.windowMs && time <= now);
  if (recent.length >= rateLimit.attempts) {
    const oldest = Math.min(...recent);
    return { decision: { allowed: false, retryAfterMs: oldest + rateLimit.windowMs - now }, attempts: recent };
  }
  return { decision: { allowed: true }, attempts: [...recent, now] };
}

/** An in-memory limiter keyed by client (one server process; the hosting proxy keeps a client on it). */
export function createRateLimiter() {
  const attempts = new Map<string, number[]>();
  return {
    attempt(key: string, now = Date.now()): RateDecision {
      const result = decide(attempts.get(key) ?? [], now);
      attempts.set(key, result.attempts);
      if (attempts.size > 10_000) {
        for (const [other, times] of attempts)
          if (!times.some((time) => time > now - rateLimit.windowMs)) attempts.delete(other);
      }
      return result.decision;
    },
  };
}

/** Whole minutes to wait, at least 1, as the visitor is told. */
export function waitMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
