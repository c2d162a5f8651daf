import 'server-only';
import Redis from 'ioredis';
import type { RateDecision, RateRule } from './window';

/**
 * The sliding window of window.ts, counted atomically inside Redis so every instance shares it: a sorted set
 * of attempt times per key, on Redis's own clock (instances' clocks may differ). Answers 0 when the attempt
 * is allowed (and counted), otherwise the milliseconds until the oldest attempt leaves the window.
 */
const slidingWindowScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

/** The attempts still in a key's window, on Redis's clock, counting none. */
const windowCountScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
return redis.call('ZCOUNT', KEYS[1], '(' .. (now - tonumber(ARGV[1])), '+inf')
`;

type WindowClient = Redis & {
  slidingWindow(key: string, windowMs: number, attempts: number, member: string): Promise<number>;
  windowCount(key: string, windowMs: number): Promise<number>;
};

/**
 * A connection to REDIS_URL. A request must not wait on a dead Redis: a short connect and command timeout and
 * no queue while it reconnects; `usable()` says when not to even try. One log line when Redis goes away, one
 * when it is back, unless `logsOutages` is off (another connection to the same server already says so).
 */
export function connectRedis(url: string, { commandTimeoutMs = 500, logsOutages = true } = {}) {
  let reachable = true;
  const lost = (error: unknown) => {
    if (!reachable) return;
    reachable = false;
    if (logsOutages)
      console.error(
        `[redis] Redis unreachable: each instance counts the limits in its own memory and sends contact requests without storing them until it answers: ${(error as Error).message}`,
      );
  };

  const client = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    // Reconnects in the background, backing off to one attempt every 5 s.
    retryStrategy: (times) => Math.min(times * 250, 5_000),
  }) as WindowClient;
  client.defineCommand('slidingWindow', { numberOfKeys: 1, lua: slidingWindowScript });
  client.defineCommand('windowCount', { numberOfKeys: 1, lua: windowCountScript });
  client.on('error', lost);
  client.on('ready', () => {
    if (reachable) return;
    reachable = true;
    if (logsOutages) console.info('[redis] Redis reachable again');
  });

  return {
    client,
    lost,
    // While it reconnects after an outage, do not even wait for the timeout.
    usable: () => client.status !== 'reconnecting' && client.status !== 'end',
  };
}

export type RedisConnection = ReturnType<typeof connectRedis>;

/** Windows shared by every instance; `undefined` whenever Redis cannot answer, so the caller counts elsewhere. */
export function createRedisLimiter({ client, lost, usable }: RedisConnection) {
  return {
    async attempt(key: string, rule: RateRule): Promise<RateDecision | undefined> {
      if (!usable()) return undefined;
      try {
        const retryAfterMs = await client.slidingWindow(key, rule.windowMs, rule.attempts, crypto.randomUUID());
        return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
      } catch (error) {
        lost(error);
        return undefined;
      }
    },
    /** Whether the window of `key` is full, counting nothing. */
    async full(key: string, rule: RateRule): Promise<boolean | undefined> {
      if (!usable()) return undefined;
      try {
        return (await client.windowCount(key, rule.windowMs)) >= rule.attempts;
      } catch (error) {
        lost(error);
        return undefined;
      }
    },
    /** Forgets every attempt of `key`. */
    async forget(key: string): Promise<void> {
      if (!usable()) return;
      await client.del(key).catch(lost);
    },
  };
}
