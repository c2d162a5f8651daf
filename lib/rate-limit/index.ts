import 'server-only';
import { serverEnv } from '@/lib/server-env';
import { createMemoryLimiter } from './memory';
import { createRedisLimiter } from './redis';
import type { RateDecision, RateRule } from './window';

export type { RateDecision, RateRule } from './window';

let redis: ReturnType<typeof createRedisLimiter> | undefined;
const memory = new Map<string, ReturnType<typeof createMemoryLimiter>>();

/**
 * Counts one attempt of `key` (a client address) in `scope` (one form: "contact", "newsletter"…), whose rule
 * never changes. With REDIS_URL every instance shares the window; without it, each process keeps its own
 * bounded count (README, Deploy).
 */
export async function rateLimit(scope: string, key: string, rule: RateRule): Promise<RateDecision> {
  if (serverEnv.REDIS_URL) {
    redis ??= createRedisLimiter(serverEnv.REDIS_URL);
    return redis.attempt(`rate:${scope}:${key}`, rule);
  }
  let limiter = memory.get(scope);
  if (!limiter) memory.set(scope, (limiter = createMemoryLimiter(rule)));
  return limiter.attempt(key);
}
