import 'server-only';
import { randomUUID } from 'node:crypto';
import type { RedisConnection } from '@/lib/rate-limit/redis';
import { hasSubmission, withoutSubmission, type Lead, type LeadStore, type StoredLead } from './lead';

const keys = {
  lead: (id: string) => `lead:${id}`,
  lease: (id: string) => `lead-lease:${id}`,
  /** Leads not yet sent, by creation time. */
  pending: 'leads:pending',
  /** Sent leads that still hold their submission, by sending time. */
  delivered: 'leads:delivered',
};

/** Deletes a lease only if it is still ours (it may have expired and been taken since). */
const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** The most leads one call reads. */
const BATCH_LIMIT = 200;

const parse = (json: string | null) => (json ? (JSON.parse(json) as StoredLead) : undefined);

/**
 * Leads in the Redis of REDIS_URL (the rate limit's connection): one JSON value per lead, two sorted sets to
 * find the pending and the recently delivered ones, each write a MULTI transaction. A claim is a lease
 * (`SET NX PX`), so two instances never deliver the same lead at once. Rejects while Redis does not answer.
 */
export function createRedisStore({ client, lost, usable }: RedisConnection): LeadStore {
  async function run<T>(command: () => Promise<T>): Promise<T> {
    if (!usable()) throw new Error('Redis is unreachable');
    try {
      return await command();
    } catch (error) {
      lost(error);
      throw error;
    }
  }

  const readMany = async (ids: string[]) =>
    ids.length ? (await client.mget(ids.map(keys.lead))).map(parse).filter((lead) => lead !== undefined) : [];

  return {
    kind: 'redis',
    claim: (id, leaseMs) =>
      run(async () => {
        const token = randomUUID();
        if ((await client.set(keys.lease(id), token, 'PX', leaseMs, 'NX')) !== 'OK') return undefined;
        return async () => {
          await client.eval(releaseScript, 1, keys.lease(id), token).catch(lost);
        };
      }),
    get: (id) => run(async () => parse(await client.get(keys.lead(id)))),
    save: (lead) =>
      run(async () => {
        const transaction = client.multi().set(keys.lead(lead.id), JSON.stringify(lead));
        if (lead.state !== 'sent') transaction.zadd(keys.pending, lead.createdAt, lead.id);
        else {
          transaction.zrem(keys.pending, lead.id);
          if (hasSubmission(lead)) transaction.zadd(keys.delivered, lead.sentAt ?? Date.now(), lead.id);
          else transaction.zrem(keys.delivered, lead.id);
        }
        const results = await transaction.exec();
        const failed = results?.find(([error]) => error);
        if (!results || failed) throw failed?.[0] ?? new Error('the lead was not written');
      }),
    pending: (limit) =>
      run(async () => {
        const ids = await client.zrange(keys.pending, '0', String(Math.min(limit, BATCH_LIMIT) - 1));
        return (await readMany(ids)).filter((lead): lead is Lead => hasSubmission(lead) && lead.state !== 'sent');
      }),
    backlog: () =>
      run(async () => {
        const [pending, oldest] = await Promise.all([
          client.zcard(keys.pending),
          client.zrange(keys.pending, '0', '0', 'WITHSCORES'),
        ]);
        return { pending, oldestCreatedAt: oldest.length ? Number(oldest[1]) : undefined };
      }),
    forgetDeliveredBefore: (before) =>
      run(async () => {
        const ids = await client.zrangebyscore(keys.delivered, '-inf', before, 'LIMIT', 0, BATCH_LIMIT);
        for (const lead of await readMany(ids)) {
          await client
            .multi()
            .set(keys.lead(lead.id), JSON.stringify(withoutSubmission(lead)))
            .zrem(keys.delivered, lead.id)
            .exec();
        }
      }),
  };
}
