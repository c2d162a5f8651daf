/** A sliding window: at most `attempts` per key within `windowMs`. */
export type RateRule = { attempts: number; windowMs: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Decides on a list of earlier attempt times (ms); returns the times to keep, including this attempt if allowed.
 * The list never holds more than `rule.attempts` times, so a decision costs O(1). Shared by the browser's own
 * count and the server's in-memory limiter.
 */
export function decide(
  previous: readonly number[],
  now: number,
  rule: RateRule,
): { decision: RateDecision; attempts: number[] } {
  const recent = previous.filter((time) => time > now - rule.windowMs && time <= now).slice(-rule.attempts);
  if (recent.length >= rule.attempts) {
    const oldest = Math.min(...recent);
    return { decision: { allowed: false, retryAfterMs: oldest + rule.windowMs - now }, attempts: recent };
  }
  return { decision: { allowed: true }, attempts: [...recent, now] };
}
