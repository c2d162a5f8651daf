import 'server-only';
import Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type IRateLimiterOptions,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { serverEnv } from '@/lib/server-env';

/** At most `attempts` per key within `windowMs`. */
export type RateRule = { attempts: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Keys one process keeps per scope in memory; past it, the key whose window ends first goes.
 * @public named in docs/behaviour/constants.md
 */
export const maxKeysPerScope = 10_000;

/**
 * rate-limiter-flexible's memory store, bounded by count as well as time. Every key of a limiter has the same window,
 * so the oldest entries of `ends` (a Map keeps insertion order) are the first to end: expired, or at the cap evicted.
 */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  readonly ends = new Map<string, number>();

  constructor(
    options: IRateLimiterOptions,
    readonly maxKeys = maxKeysPerScope,
  ) {
    super(options);
  }

  override consume(key: string | number, points?: number): Promise<RateLimiterRes> {
    const name = String(key);
    const now = Date.now();
    if (!((this.ends.get(name) ?? 0) > now)) {
      this.ends.delete(name);
      for (const [oldest, end] of this.ends) {
        if (end > now && this.ends.size < this.maxKeys) break;
        this.ends.delete(oldest);
        void this.delete(oldest);
      }
      this.ends.set(name, now + this.duration * 1000);
    }
    return super.consume(key, points);
  }
}

/**
 * The process's connection to REDIS_URL, shared by the limits and the lead store (instrumentation.ts and the routes
 * are bundled apart, so it lives on the global object). A request never waits on a dead Redis: short timeouts, no
 * queue while it reconnects. One log line when Redis goes, one when it is back (docs/architecture.md#rate-limiting).
 */
export function redisConnection(): Redis | undefined {
  const url = serverEnv.REDIS_URL;
  if (!url) return undefined;
  const processWide = globalThis as { redis?: Redis };
  if (processWide.redis) return processWide.redis;
  const client = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Reconnects in the background, backing off to one attempt every 5 s.
    retryStrategy: (times) => Math.min(times * 250, 5_000),
  });
  let reachable = true;
  client.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    console.error(
      `[redis] Redis unreachable: each instance counts the limits in its own memory and sends contact requests without storing them until it answers: ${error.message}`,
    );
  });
  client.on('ready', () => {
    if (reachable) return;
    reachable = true;
    console.info('[redis] Redis reachable again');
  });
  return (processWide.redis = client);
}

/**
 * Resolves once the connection to REDIS_URL is ready, or after its connect timeout: a server that waits for it at
 * start (instrumentation.ts) counts and keeps its first requests in Redis, not in its own memory.
 */
export async function redisReady(): Promise<void> {
  const client = redisConnection();
  if (!client || client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    client.once('ready', resolve);
    setTimeout(resolve, client.options.connectTimeout).unref();
  });
}

type Limiter = RateLimiterRedis | BoundedMemoryLimiter;
// One map per process, like the connection: the lead timer (instrumentation.ts) and the routes are bundled apart, and
// their claims and counts must be one.
const limiters = ((globalThis as { rateLimiters?: Map<string, Limiter> }).rateLimiters ??= new Map());

/**
 * The limiter of one scope (one rule, never changed): in Redis with REDIS_URL, every instance counting in one
 * window, with a bounded memory limiter as its insurance while Redis does not answer; without Redis, the memory one.
 */
function limiter(scope: string, { attempts, windowMs }: RateRule): Limiter {
  let found = limiters.get(scope);
  if (found) return found;
  const options = { points: attempts, duration: Math.ceil(windowMs / 1000), keyPrefix: `rate:${scope}` };
  const memory = new BoundedMemoryLimiter(options);
  const storeClient = redisConnection();
  found = storeClient
    ? new RateLimiterRedis({ ...options, storeClient, insuranceLimiter: memory, rejectIfRedisNotReady: true })
    : memory;
  limiters.set(scope, found);
  return found;
}

/**
 * Counts one attempt of `key` (a client address, a recipient…) in `scope` (one form: "contact", "newsletter"…):
 * refused once the window holds `rule.attempts`, with the exact wait until it ends.
 */
export async function rateLimit(scope: string, key: string, rule: RateRule): Promise<RateDecision> {
  try {
    await limiter(scope, rule).consume(key);
    return { allowed: true };
  } catch (refusal) {
    // A refusal is a RateLimiterRes, a store's failure an Error (not `instanceof`: each bundle has its own library).
    if (refusal instanceof Error) throw refusal;
    return { allowed: false, retryAfterMs: Math.max(1, (refusal as RateLimiterRes).msBeforeNext) };
  }
}

/** Whether `key` has used up its window in `scope` (the next attempt would be refused), counting nothing. */
export async function windowFull(scope: string, key: string, rule: RateRule): Promise<boolean> {
  const state = await limiter(scope, rule)
    .get(key)
    .catch(() => null);
  return state !== null && state.msBeforeNext > 0 && state.consumedPoints >= rule.attempts;
}

/**
 * `true` the first time `key` is claimed in `scope` within `ttlMs` (the scope's one duration), `false` as long as
 * that claim holds: a mail sent once, a link used once, a signature seen once.
 */
export async function claimOnce(scope: string, key: string, ttlMs: number): Promise<boolean> {
  return (await rateLimit(scope, key, { attempts: 1, windowMs: ttlMs })).allowed;
}

/** Gives a claim back when the work it guarded failed, so that a retry can claim it again. */
export async function releaseClaim(scope: string, key: string): Promise<void> {
  await limiters
    .get(scope)
    ?.delete(key)
    .catch(() => {});
}
