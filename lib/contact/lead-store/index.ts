import 'server-only';
import path from 'node:path';
import { connectRedis } from '@/lib/rate-limit/redis';
import { serverEnv } from '@/lib/server-env';
import { createFolderStore } from './folder-store';
import type { LeadStore } from './lead';
import { createRedisStore } from './redis-store';

export type { Backlog, Lead, LeadStore } from './lead';

let store: LeadStore | undefined;

/**
 * The lead store's own connection to the rate limit's Redis, one per process (see lib/rate-limit): a lead is worth
 * waiting for, so a busy server gets 2 s per command, not the limits' 500 ms. The limits' connection logs outages.
 */
function leadRedis(url: string) {
  const processWide = globalThis as { leadRedisConnection?: ReturnType<typeof connectRedis> };
  processWide.leadRedisConnection ??= connectRedis(url, { commandTimeoutMs: 2_000, logsOutages: false });
  return processWide.leadRedisConnection;
}

/**
 * Where this deployment keeps its leads (docs/architecture.md#leads): Redis with REDIS_URL, the LEADS_DIR folder on a single
 * server, otherwise the local outbox's `leads/` folder (development and tests; production refuses it).
 */
export function leadStore(): LeadStore {
  if (store) return store;
  if (serverEnv.REDIS_URL) store = createRedisStore(leadRedis(serverEnv.REDIS_URL));
  else if (serverEnv.LEADS_DIR) store = createFolderStore(path.resolve(serverEnv.LEADS_DIR), 'folder');
  else store = createFolderStore(path.resolve(serverEnv.CONTACT_OUTBOX_DIR, 'leads'), 'local outbox');
  return store;
}
