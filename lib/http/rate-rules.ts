import type { RateRule } from '@/lib/rate-limit';

/**
 * 5 attempts per client in 15 minutes, for every form that posts to the site (contact, newsletter), the same
 * rule in the browser and on the server; each route counts in a window of its own
 * (docs/behaviour/contact.md#rate-limit).
 */
export const formRateRule = { attempts: 5, windowMs: 15 * 60 * 1000 } as const satisfies RateRule;

/** Whole minutes to wait, at least 1, as the visitor is told. */
export function waitMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
