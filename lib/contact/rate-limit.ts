import type { RateRule } from '@/lib/rate-limit/window';

/**
 * 5 attempts per client in 15 minutes, the same rule in the browser and on the server
 * (docs/behaviour/contact.md#rate-limit).
 */
export const contactRateRule = { attempts: 5, windowMs: 15 * 60 * 1000 } as const satisfies RateRule;

/** Whole minutes to wait, at least 1, as the visitor is told. */
export function waitMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
