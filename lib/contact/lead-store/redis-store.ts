import 'server-only';
import { randomUUID } from 'node:crypto';
import type { RedisConnection } from '@/lib/rate-limit/redis';
import { deliveredAt, hasSubmission, withoutSubmission, type Lead, type LeadStore, type StoredLead } from './lead';

const keys = {
  lead: (id: string) => `lead:${id}`,
  lease: (id: string) => `lead-lease:${id}`,
  /** Leads not yet sent, by creation time. */
  pending: 'leads:pending',
  /** Sent leads that still hold their submission, by sending time. */
  delivered: 'leads:delivered',
  /** What is left of the others (id, times, state), by sending time, until the privacy policy's retention ends. */
  archived: 'leads:archived',
};

/** Deletes a lease only if it is still ours (it may have expired and been taken since). */
const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** The most leads one call reads. */
const BATCH_LIMIT = 200;
/** The most batches of archives one call deletes; the next pass deletes the rest. */
const ARCHIVE_BATCHES = 50;

const parse = (json: string | null) => (json ? (JSON.parse(json) as StoredLead) : undefined);

/**
 * Leads in the Redis of REDIS_URL (the rate limit's connection): one JSON value per lead, three sorted sets to
 * find the pending, the recently delivered and the archived ones, each write a MULTI transaction. A claim is a lease
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
          else transaction.zrem(keys.delivered, lead.id).zadd(keys.archived, deliveredAt(lead), lead.id);
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
            .zadd(keys.archived, deliveredAt(lead), lead.id)
            .exec();
        }
      }),
    deleteArchivedBefore: (before) =>
      run(async () => {
        for (let batch = 0; batch < ARCHIVE_BATCHES; batch += 1) {
          const ids = await client.zrangebyscore(keys.archived, '-inf', `(${before}`, 'LIMIT', 0, BATCH_LIMIT);
          if (ids.length === 0) return;
          const results = await client
            .multi()
            .del(...ids.map(keys.lead))
            .zrem(keys.archived, ...ids)
            .exec();
          const failed = results?.find(([error]) => error);
          if (!results || failed) throw failed?.[0] ?? new Error('the archives were not deleted');
        }
      }),
  };
}
