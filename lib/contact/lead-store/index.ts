import 'server-only';
import path from 'node:path';
import { sharedRedis } from '@/lib/rate-limit';
import { serverEnv } from '@/lib/server-env';
import { createFolderStore } from './folder-store';
import type { LeadStore } from './lead';
import { createRedisStore } from './redis-store';

export type { Backlog, Lead, LeadStore } from './lead';

let store: LeadStore | undefined;

/**
 * Where this deployment keeps its leads (README, "Leads"): Redis with REDIS_URL, the LEADS_DIR folder on a single
 * server, otherwise the local outbox's `leads/` folder (development and tests; production refuses it).
 */
export function leadStore(): LeadStore {
  if (store) return store;
  const redis = sharedRedis();
  if (redis) store = createRedisStore(redis);
  else if (serverEnv.LEADS_DIR) store = createFolderStore(path.resolve(serverEnv.LEADS_DIR), 'folder');
  else store = createFolderStore(path.resolve(serverEnv.CONTACT_OUTBOX_DIR, 'leads'), 'local outbox');
  return store;
}
