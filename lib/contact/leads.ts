import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, open, opendir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { after } from 'next/server';
import type Redis from 'ioredis';
import { DAY, RETENTION_DAYS } from '@/lib/consent/constants';
import { PROVIDER_TIMEOUT_MS } from '@/lib/email/send';
import { rateLimit, redisConnection } from '@/lib/rate-limit';
import { serverEnv } from '@/lib/server-env';
import { leadId, sendAcknowledgement, sendOwnerCopy } from './deliver';
import type { ContactSubmission } from './schema';
import { contactTranslators } from './texts';

/*
 * Leads kept until delivered (docs/architecture.md#leads): a valid request is written to a durable store before the
 * provider is called, then delivered at once or by the retries (Vercel Cron, the server's own timer), exactly once.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A delivered lead keeps its submission this long, then only its id, times and state. */
export const DELIVERED_KEPT_MS = 24 * HOUR_MS;
/**
 * What is left of a delivered lead goes once the privacy policy's retention of contact requests has passed
 * (docs/behaviour/privacy-and-consent.md#retention).
 * @public named in docs/behaviour/constants.md
 */
export const ARCHIVE_KEPT_MS = RETENTION_DAYS.contact_form * DAY;
/** Long enough for both emails to time out, short enough that a stopped process's lead is soon picked up again. */
const LEASE_MS = 3 * PROVIDER_TIMEOUT_MS;
/**
 * A retry run stops starting new leads after this, well within a serverless function's time.
 * @public named in docs/behaviour/constants.md
 */
export const RUN_BUDGET_MS = 45_000;
/**
 * The pass after a contact request on Vercel stops starting new leads after this.
 * @public named in docs/behaviour/constants.md
 */
export const AFTER_REQUEST_BUDGET_MS = 10_000;
/** The most leads one run reads, and the most files one listing holds, whatever a flood left. */
const BATCH = 200;

/**
 * `pending`: the owner's copy is not sent yet; `acknowledging`: the visitor's acknowledgement is still to go; `sent`.
 * A delivered lead loses its `submission` after a day.
 */
export type Lead = {
  id: string;
  submission?: ContactSubmission;
  state: 'pending' | 'acknowledging' | 'sent';
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  sentAt?: number;
  /** Once sent: whether the visitor's acknowledgement went (false on the chat path, or past the site's budget). */
  acknowledged?: boolean;
};

/** The wait after a lead's `attempts`-th failure: a minute, then doubling, up to an hour. */
export const retryDelayMs = (attempts: number) => Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), HOUR_MS);

export const newLead = (id: string, submission: ContactSubmission, now = Date.now()): Lead => ({
  id,
  submission,
  state: 'pending',
  attempts: 0,
  nextAttemptAt: now + retryDelayMs(1),
  createdAt: now,
});

const withoutSubmission = (lead: Lead): Lead => ({ ...lead, submission: undefined });

/** Where leads are kept. Every write is acknowledged before it resolves; a store that cannot answer rejects. */
export type LeadStore = {
  kind: 'redis' | 'folder' | 'local outbox';
  /** Holds `id` for `leaseMs` unless someone else does: the release, or `undefined` when it is taken. */
  claim(id: string, leaseMs: number): Promise<(() => Promise<void>) | undefined>;
  get(id: string): Promise<Lead | undefined>;
  save(lead: Lead): Promise<void>;
  /** Up to BATCH leads not sent yet, oldest first. */
  pending(): Promise<Lead[]>;
  backlog(): Promise<{ pending: number; oldestCreatedAt?: number }>;
  /** Drops the submission of leads delivered over a day ago, and what is left of those past the retention. */
  sweep(now: number): Promise<void>;
};

/**
 * Redis: one JSON value per lead and a sorted set of the pending ones. A sent lead is written with Redis's own
 * expiry (its submission for a day, a summary for the retention), so nothing needs sweeping. A claim is a lease
 * (`SET NX PX`) released only by its holder.
 */
export function redisStore(client: Redis): LeadStore {
  const key = (id: string) => `lead:${id}`;
  const archive = (id: string) => `lead-archive:${id}`;
  const parse = (json: string | null) => (json ? (JSON.parse(json) as Lead) : undefined);
  const written = (results: [Error | null, unknown][] | null) => {
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('the lead was not written');
  };
  return {
    kind: 'redis',
    async claim(id, leaseMs) {
      const token = randomUUID();
      if ((await client.set(`lead-lease:${id}`, token, 'PX', leaseMs, 'NX')) !== 'OK') return undefined;
      const release = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
      return async () => void (await client.eval(release, 1, `lead-lease:${id}`, token).catch(() => {}));
    },
    get: async (id) => parse(await client.get(key(id))) ?? parse(await client.get(archive(id))),
    async save(lead) {
      if (lead.state !== 'sent') {
        written(
          await client
            .multi()
            .set(key(lead.id), JSON.stringify(lead))
            .zadd('leads:pending', lead.createdAt, lead.id)
            .exec(),
        );
        return;
      }
      const summary = JSON.stringify(withoutSubmission(lead));
      written(
        await client
          .multi()
          .set(key(lead.id), JSON.stringify(lead), 'PX', DELIVERED_KEPT_MS)
          .set(archive(lead.id), summary, 'PX', ARCHIVE_KEPT_MS)
          .zrem('leads:pending', lead.id)
          .exec(),
      );
    },
    async pending() {
      const ids = await client.zrange('leads:pending', '0', String(BATCH - 1));
      const leads = ids.length ? (await client.mget(ids.map(key))).map(parse) : [];
      return leads.filter((lead): lead is Lead => lead?.submission !== undefined && lead.state !== 'sent');
    },
    async backlog() {
      const [pending, oldest] = await Promise.all([
        client.zcard('leads:pending'),
        client.zrange('leads:pending', '0', '0', 'WITHSCORES'),
      ]);
      return { pending, oldestCreatedAt: oldest.length ? Number(oldest[1]) : undefined };
    },
    sweep: async () => {},
  };
}

/** Only ids this site makes name files, so a path can never leave the folder. */
const safeId = /^contact-[0-9a-f]{16,64}$/;

/**
 * A folder on one server's disk: `pending/<id>.json` until delivered, then `sent/<id>.json`. A write goes to a
 * temporary file, flushed, renamed over the old one, and the folder flushed too: a crash leaves the old lead or the
 * new one, never half of one. A claim is a lock file created exclusively; one older than its lease is taken over.
 */
export function folderStore(root: string, kind: LeadStore['kind']): LeadStore {
  // The folder is the owner's choice at run time: nothing of it belongs in the build's traced files.
  const dir = (folder: 'pending' | 'sent' | 'locks') => path.join(/* turbopackIgnore: true */ root, folder);
  const file = (folder: 'pending' | 'sent' | 'locks', id: string) => {
    if (!safeId.test(id)) throw new Error(`[leads] not a lead id: ${id.slice(0, 80)}`);
    return path.join(/* turbopackIgnore: true */ dir(folder), `${id}.json`);
  };
  let ready: Promise<unknown> | undefined;
  const prepared = () =>
    (ready ??= Promise.all(
      ['pending', 'sent', 'locks'].map((folder) => mkdir(path.join(root, folder), { recursive: true, mode: 0o700 })),
    ).catch((error) => {
      ready = undefined;
      throw error;
    }));
  const gone = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  };
  const remove = (target: string) => unlink(target).catch(gone);
  async function read(target: string): Promise<Lead | undefined> {
    try {
      return JSON.parse(await readFile(target, 'utf8')) as Lead;
    } catch (error) {
      gone(error as NodeJS.ErrnoException);
      return undefined;
    }
  }
  async function flush(target: string) {
    const handle = await open(target, 'r');
    await handle.sync().finally(() => handle.close());
  }
  async function write(target: string, lead: Lead) {
    const temporary = `${target}.${randomUUID()}.tmp`;
    const handle = await open(temporary, 'wx', 0o600);
    await handle
      .writeFile(JSON.stringify(lead))
      .then(() => handle.sync())
      .finally(() => handle.close());
    await rename(temporary, target);
    await flush(path.dirname(target));
  }
  async function list(folder: 'pending' | 'sent'): Promise<Lead[]> {
    const ids: string[] = [];
    for await (const entry of await opendir(dir(folder))) {
      const id = entry.name.replace(/\.json$/, '');
      if (safeId.test(id) && entry.name.endsWith('.json')) ids.push(id);
      if (ids.length >= 5 * BATCH) break;
    }
    const leads = await Promise.all(ids.map((id) => read(file(folder, id)).catch(() => undefined)));
    return leads.filter((lead) => lead !== undefined);
  }
  return {
    kind,
    async claim(id, leaseMs) {
      await prepared();
      const lock = file('locks', id);
      for (let tries = 0; tries < 2; tries += 1) {
        try {
          await (await open(lock, 'wx', 0o600)).close();
          return () => remove(lock);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        // A lock older than its lease was left by a process that stopped. Two processes taking it over at the same
        // instant could both send; the provider's idempotency key still makes that one email.
        const held = await stat(lock).catch(() => undefined);
        if (held && Date.now() - held.mtimeMs < leaseMs) return undefined;
        await remove(lock);
      }
      return undefined;
    },
    async get(id) {
      await prepared();
      return (await read(file('sent', id))) ?? (await read(file('pending', id)));
    },
    async save(lead) {
      await prepared();
      if (lead.state !== 'sent') return write(file('pending', lead.id), lead);
      await write(file('sent', lead.id), lead);
      await remove(file('pending', lead.id));
    },
    async pending() {
      await prepared();
      const leads = (await list('pending')).filter((lead) => lead.submission && lead.state !== 'sent');
      return leads.sort((a, b) => a.createdAt - b.createdAt).slice(0, BATCH);
    },
    async backlog() {
      await prepared();
      const leads = await list('pending');
      return {
        pending: leads.length,
        oldestCreatedAt: leads.length ? Math.min(...leads.map((lead) => lead.createdAt)) : undefined,
      };
    },
    async sweep(now) {
      await prepared();
      for (const lead of await list('sent')) {
        const sentAt = lead.sentAt ?? lead.createdAt;
        if (sentAt < now - ARCHIVE_KEPT_MS) await remove(file('sent', lead.id));
        else if (lead.submission && sentAt < now - DELIVERED_KEPT_MS)
          await write(file('sent', lead.id), withoutSubmission(lead));
      }
    },
  };
}

let store: LeadStore | undefined;

/**
 * Where this deployment keeps its leads: Redis with REDIS_URL, the LEADS_DIR folder on a single server, otherwise the
 * local outbox's `leads/` folder (development and tests; a production build refuses it).
 */
export function leadStore(): LeadStore {
  const redis = redisConnection();
  store ??= redis
    ? redisStore(redis)
    : serverEnv.LEADS_DIR
      ? folderStore(path.resolve(serverEnv.LEADS_DIR), 'folder')
      : folderStore(path.resolve(serverEnv.CONTACT_OUTBOX_DIR, 'leads'), 'local outbox');
  return store;
}

/**
 * Sends what is left of a lead whose claim this process holds, saving each step as soon as it is done: the owner's
 * copy, then on the email path the visitor's acknowledgement. `beforeSend` runs before each provider call.
 */
async function deliver(store: LeadStore, lead: Lead, beforeSend = async () => {}): Promise<Lead> {
  const submission = lead.submission!;
  const texts = await contactTranslators(submission.locale);
  const failed = async () => {
    const attempts = lead.attempts + 1;
    await store.save({ ...lead, attempts, nextAttemptAt: Date.now() + retryDelayMs(attempts) });
    return lead;
  };
  const sent = (acknowledged: boolean): Lead => ({ ...lead, state: 'sent', sentAt: Date.now(), acknowledged });
  if (lead.state === 'pending') {
    await beforeSend();
    if (!(await sendOwnerCopy(submission, texts, lead.id))) return failed();
    lead = submission.method === 'email' ? { ...lead, state: 'acknowledging' } : sent(false);
    await store.save(lead);
  }
  if (lead.state === 'acknowledging') {
    await beforeSend();
    const outcome = await sendAcknowledgement(submission, texts, lead.id);
    if (outcome === 'failed') return failed();
    lead = sent(outcome !== 'busy');
    await store.save(lead);
  }
  return lead;
}

export type Acceptance =
  | { delivery: 'sent'; id: string; acknowledged: boolean }
  | { delivery: 'received'; id: string }
  | { delivery: 'failed' };

let storeFailureLogged = false;

/**
 * A valid contact request: kept by the store before the provider is called, then delivered at once if the provider
 * answers, otherwise by the retries. A store that cannot answer does not cost the lead: it is sent directly, and the
 * failure logged once until the store answers again (Redis's connection logs its own outages).
 */
export async function acceptLead(submission: ContactSubmission): Promise<Acceptance> {
  const id = leadId(submission);
  const store = leadStore();
  let lead: Lead | undefined;
  let release: (() => Promise<void>) | undefined;
  try {
    release = await store.claim(id, LEASE_MS);
    // Another request holds it right now (a double click), and the store has it.
    if (!release) return { delivery: 'received', id };
    lead = await store.get(id);
    if (!lead) await store.save((lead = newLead(id, submission)));
    storeFailureLogged = false;
  } catch (error) {
    await release?.();
    if (!storeFailureLogged && store.kind !== 'redis')
      console.error(
        `[leads] the ${store.kind} lead store did not answer, sending without it: ${(error as Error).message}`,
      );
    storeFailureLogged = true;
    return sendWithoutStore(submission, id);
  }
  try {
    if (lead.submission && lead.state !== 'sent') lead = await deliver(store, lead);
  } finally {
    await release();
  }
  return lead.state === 'sent'
    ? { delivery: 'sent', id, acknowledged: lead.acknowledged ?? true }
    : { delivery: 'received', id };
}

/** What the site does while the store cannot answer: the owner's copy, then the acknowledgement, no retries. */
async function sendWithoutStore(submission: ContactSubmission, id: string): Promise<Acceptance> {
  const texts = await contactTranslators(submission.locale);
  if (!(await sendOwnerCopy(submission, texts, id))) return { delivery: 'failed' };
  if (submission.method !== 'email') return { delivery: 'sent', id, acknowledged: false };
  const outcome = await sendAcknowledgement(submission, texts, id);
  return { delivery: 'sent', id, acknowledged: outcome === 'sent' || outcome === 'mailbox' };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the retries under the provider's requests per second, counted across instances. */
async function underProviderRate() {
  for (;;) {
    const decision = await rateLimit('provider-retries', 'all', {
      attempts: serverEnv.RESEND_REQUESTS_PER_SECOND,
      windowMs: 1_000,
    });
    if (decision.allowed) return;
    await sleep(decision.retryAfterMs);
  }
}

let sweptAt = 0;

/**
 * One pass over the pending leads, oldest due first. While nothing is due, the lead due soonest is tried anyway, once
 * per run: so the first retry follows the provider's return within one run's period, whatever the backoff. After a
 * success every pending lead is tried; at the first failure the run stops. Each lead is claimed and read again first,
 * so two instances never send it twice.
 */
async function retryOnce(budgetMs: number) {
  const store = leadStore();
  const started = Date.now();
  if (started - sweptAt > 5 * MINUTE_MS) {
    await store.sweep(started);
    sweptAt = started;
  }
  const leads = (await store.pending()).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
  let delivered = 0;
  let tried = false;
  for (const { id, nextAttemptAt } of leads) {
    if (Date.now() - started > budgetMs || (nextAttemptAt > Date.now() && tried && delivered === 0)) break;
    const release = await store.claim(id, LEASE_MS);
    if (!release) continue;
    try {
      const current = await store.get(id);
      if (!current?.submission || current.state === 'sent') continue;
      tried = true;
      if ((await deliver(store, current, underProviderRate)).state !== 'sent') break;
      delivered += 1;
    } finally {
      await release();
    }
  }
  return { delivered, stillPending: (await store.backlog()).pending };
}

let running: ReturnType<typeof retryOnce> | undefined;

/** Retries the pending leads; a call while a run is under way in this process joins it. */
export function retryPendingLeads(budgetMs = RUN_BUDGET_MS) {
  running ??= retryOnce(budgetMs).finally(() => (running = undefined));
  return running;
}

let backlogWarnedAt = 0;

/** The store's backlog for /api/health's details, and the `[health]` warning, at most hourly, past an hour's wait. */
export async function leadBacklog(now = Date.now()) {
  const { kind } = leadStore();
  const { pending, oldestCreatedAt } = await leadStore().backlog();
  const oldestPendingSeconds = oldestCreatedAt ? Math.round((now - oldestCreatedAt) / 1000) : 0;
  if (oldestPendingSeconds * 1000 > HOUR_MS && now - backlogWarnedAt > HOUR_MS) {
    backlogWarnedAt = now;
    console.warn(
      `[health] ${pending} contact request(s) not delivered yet, the oldest for ${Math.round(oldestPendingSeconds / 60)} minutes: is the email provider failing? (docs/architecture.md#leads)`,
    );
  }
  return { store: kind, pending, oldestPendingSeconds };
}

/**
 * On Vercel, where the Cron may come once a day (Hobby), a request the provider just took is the sign it answers
 * again: once the response is sent, the kept leads are retried within AFTER_REQUEST_BUDGET_MS.
 */
export function retryAfterResponse(): void {
  if (!serverEnv.VERCEL) return;
  after(() =>
    retryPendingLeads(AFTER_REQUEST_BUDGET_MS).catch((error: Error) =>
      console.error(`[leads] the retries after a request cannot reach the lead store: ${error.message}`),
    ),
  );
}

/** Under `next start`: the server retries by itself every LEAD_RETRY_PERIOD_SECONDS, on a timer that never keeps the process alive. */
export function startLeadRetries() {
  let failing = false;
  const run = async () => {
    try {
      await retryPendingLeads();
      await leadBacklog();
      failing = false;
    } catch (error) {
      // Once per outage of the store, not once per period; Redis's connection logs its own.
      if (!failing && leadStore().kind !== 'redis')
        console.error(`[leads] the retries cannot reach the lead store: ${(error as Error).message}`);
      failing = true;
    }
  };
  setInterval(run, serverEnv.LEAD_RETRY_PERIOD_SECONDS * 1000).unref();
}
