import 'server-only';
import { serverEnv } from '@/lib/server-env';
import { createMemoryLimiter } from './memory';
import { connectRedis, createRedisLimiter } from './redis';
import type { RateDecision, RateRule } from './window';

export type { RateDecision, RateRule } from './window';

/**
 * One connection per process: instrumentation.ts (the lead retries) and the routes are bundled apart, each with
 * its own copy of this module, so the connection lives on the process's global object. It logs Redis's outages.
 */
const processWide = globalThis as { redisConnection?: ReturnType<typeof connectRedis> };
let redis: ReturnType<typeof createRedisLimiter> | undefined;
const memory = new Map<string, ReturnType<typeof createMemoryLimiter>>();

function sharedLimiter() {
  if (!serverEnv.REDIS_URL) return undefined;
  processWide.redisConnection ??= connectRedis(serverEnv.REDIS_URL);
  const shared = processWide.redisConnection;
  redis ??= createRedisLimiter(shared);
  return redis;
}

function memoryLimiter(scope: string, rule: RateRule) {
  let limiter = memory.get(scope);
  if (!limiter) memory.set(scope, (limiter = createMemoryLimiter(rule)));
  return limiter;
}

/**
 * Counts one attempt of `key` (a client address, a recipient…) in `scope` (one form: "contact", "newsletter"…),
 * whose rule never changes. With REDIS_URL every instance shares the window; without it, and while Redis does not
 * answer, each process keeps its own bounded count (docs/architecture.md#rate-limiting).
 */
export async function rateLimit(scope: string, key: string, rule: RateRule): Promise<RateDecision> {
  const shared = await sharedLimiter()?.attempt(`rate:${scope}:${key}`, rule);
  return shared ?? memoryLimiter(scope, rule).attempt(key);
}

/** Whether `key` has used up its window in `scope` (the next attempt would be refused), counting nothing. */
export async function windowFull(scope: string, key: string, rule: RateRule): Promise<boolean> {
  const shared = await sharedLimiter()?.full(`rate:${scope}:${key}`, rule);
  return shared ?? memoryLimiter(scope, rule).full(key);
}

/**
 * `true` the first time `key` is claimed in `scope` within `ttlMs` (the scope's one duration), `false` as
 * long as that claim holds: a mail sent once, a link used once, a signature seen once.
 */
export async function claimOnce(scope: string, key: string, ttlMs: number): Promise<boolean> {
  return (await rateLimit(scope, key, { attempts: 1, windowMs: ttlMs })).allowed;
}

/** Gives a claim back when the work it guarded failed, so that a retry can claim it again. */
export async function releaseClaim(scope: string, key: string): Promise<void> {
  await sharedLimiter()?.forget(`rate:${scope}:${key}`);
  memory.get(scope)?.forget(key);
}
