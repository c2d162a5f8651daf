import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after } from 'next/server';
import type Redis from 'ioredis';
import { PROVIDER_TIMEOUT_MS, sendEmail } from '@/lib/email/send';
import { sendToVisitor } from '@/lib/email/visitor-mail';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { claimOnce, rateLimit, redisConnection, releaseClaim } from '@/lib/rate-limit';
import { serverEnv } from '@/lib/server-env';
import { acknowledgementEmail } from './email/acknowledgement-email';
import { ownerEmail } from './email/contact-request-email';
import type { ContactSubmission } from './schema';
import { contactTranslators } from './texts';

// Leads kept until delivered, exactly once: docs/architecture.md#leads says what each part below does and why.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const DELIVERED_KEPT_MS = 24 * HOUR_MS;
/** Long enough for both emails to time out, short enough that a stopped process's lead is soon picked up again. */
const LEASE_MS = 3 * PROVIDER_TIMEOUT_MS;
/** Retry runs start no lead after this: well within a function's 60 s, and a few seconds after a response. */
const RUN_BUDGET_MS = 45_000;
const AFTER_RESPONSE_BUDGET_MS = 10_000;
const BATCH = 500;

export type Lead = {
  id: string;
  submission?: ContactSubmission;
  state: 'pending' | 'acknowledging' | 'sent';
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  acknowledged?: boolean;
};

/** Also the owner's copy's idempotency key: a double click sends one email, an edited form is a new message. */
export function leadId(data: ContactSubmission): string {
  const content = Object.entries(data).filter(([field]) => field !== HONEYPOT_FIELD);
  const canonical = JSON.stringify(content.sort(([a], [b]) => a.localeCompare(b)));
  return `contact-${createHash('sha256').update(canonical).digest('hex').slice(0, 48)}`;
}

export const retryDelayMs = (attempts: number) => Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), HOUR_MS);

export const newLead = (id: string, submission: ContactSubmission, now = Date.now()): Lead => ({
  id,
  submission,
  state: 'pending',
  attempts: 0,
  nextAttemptAt: now,
  createdAt: now,
});

/**
 * The stores: `get`, `save` (resolves once kept; a sent lead loses its submission and is forgotten after
 * DELIVERED_KEPT_MS) and `pending` (up to BATCH leads: Redis the oldest, a folder the first it lists; oldest first); one that cannot answer rejects.
 */
export type LeadStore = ReturnType<typeof redisStore> | ReturnType<typeof folderStore>;

export function redisStore(client: Redis) {
  const key = (id: string) => `lead:${id}`;
  const parse = (json: string | null) => (json ? (JSON.parse(json) as Lead) : undefined);
  return {
    get: async (id: string) => parse(await client.get(key(id))),
    async save(lead: Lead) {
      await (
        lead.state === 'sent'
          ? client
              .multi()
              .set(key(lead.id), JSON.stringify({ ...lead, submission: undefined }), 'PX', DELIVERED_KEPT_MS)
              .zrem('leads:pending', lead.id)
          : client.multi().set(key(lead.id), JSON.stringify(lead)).zadd('leads:pending', lead.createdAt, lead.id)
      ).exec();
    },
    async pending() {
      const ids = await client.zrange('leads:pending', '0', String(BATCH - 1));
      return ids.length ? (await client.mget(ids.map(key))).map(parse).filter((lead) => lead !== undefined) : [];
    },
  };
}

/** Only ids this site makes name files, so a path can never leave the folder. */
const safeId = /^contact-[0-9a-f]{16,64}$/;

/** `pending/<id>.json`, then `sent/<id>.json`; each write flushed and renamed, so a crash never leaves half a lead. */
export function folderStore(root: string) {
  const file = (folder: 'pending' | 'sent', id: string) => {
    if (!safeId.test(id)) throw new Error(`[leads] not a lead id: ${id.slice(0, 80)}`);
    // The folder is the owner's choice at run time: nothing of it belongs in the build's traced files.
    return path.join(/* turbopackIgnore: true */ root, folder, `${id}.json`);
  };
  const absent = (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error));
  const read = (target: string) => readFile(target, 'utf8').then((json) => JSON.parse(json) as Lead, absent);
  const remove = (target: string) => unlink(target).catch(absent);
  const ids = async (folder: 'pending' | 'sent') =>
    ((await readdir(path.join(/* turbopackIgnore: true */ root, folder)).catch(absent)) ?? [])
      .map((name) => name.replace(/\.json$/, ''))
      .filter((id) => safeId.test(id));
  async function write(target: string, lead: Lead) {
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, JSON.stringify(lead), { flag: 'wx', mode: 0o600, flush: true });
    await rename(temporary, target);
    const folder = await open(path.dirname(target), 'r');
    await folder.sync().finally(() => folder.close());
  }
  return {
    get: async (id: string) => (await read(file('sent', id))) ?? (await read(file('pending', id))),
    async save(lead: Lead) {
      if (lead.state !== 'sent') return write(file('pending', lead.id), lead);
      await write(file('sent', lead.id), { ...lead, submission: undefined });
      await remove(file('pending', lead.id));
    },
    async pending() {
      for (const id of await ids('sent')) {
        const sent = await stat(file('sent', id)).catch(() => undefined);
        if (sent && sent.mtimeMs < Date.now() - DELIVERED_KEPT_MS) await remove(file('sent', id));
      }
      const leads = await Promise.all((await ids('pending')).slice(0, BATCH).map((id) => read(file('pending', id))));
      return leads.filter((lead) => lead !== undefined).sort((a, b) => a.createdAt - b.createdAt);
    },
  };
}

let store: LeadStore | undefined;

export function leadStore(): LeadStore {
  const redis = redisConnection();
  const folder = serverEnv.LEADS_DIR ?? path.join(/* turbopackIgnore: true */ serverEnv.CONTACT_OUTBOX_DIR, 'leads');
  return (store ??= redis ? redisStore(redis) : folderStore(path.resolve(/* turbopackIgnore: true */ folder)));
}

/** Sends what is left of a lead (owner's copy, then acknowledgement), saving each step; `beforeSend` paces them. */
async function deliver(lead: Lead, save: (lead: Lead) => Promise<void>, beforeSend = async () => {}) {
  const submission = lead.submission!;
  const texts = await contactTranslators(submission.locale);
  const failed = async () => {
    const attempts = lead.attempts + 1;
    await save({ ...lead, attempts, nextAttemptAt: Date.now() + retryDelayMs(attempts) });
    return lead;
  };
  if (lead.state === 'pending') {
    await beforeSend();
    if (!(await sendEmail(await ownerEmail(submission, lead.id, texts), lead.id))) return failed();
    lead = { ...lead, state: submission.method === 'email' ? 'acknowledging' : 'sent', acknowledged: false };
    await save(lead);
  }
  if (lead.state === 'acknowledging') {
    await beforeSend();
    // A key of its own, within the limits on mail to the addresses visitors type.
    const key = lead.id.replace(/^contact-/, 'acknowledgement-');
    const outcome = await sendToVisitor('acknowledgement', submission.email, async () =>
      sendEmail(await acknowledgementEmail(submission, texts), key),
    );
    if (outcome === 'failed') return failed();
    lead = { ...lead, state: 'sent', acknowledged: outcome !== 'busy' };
    await save(lead);
  }
  return lead;
}

/** Runs `work` while it holds the lead for LEASE_MS, in the limits' store; `undefined` while another holds it. */
async function whileHeld<T>(id: string, work: () => Promise<T>): Promise<T | undefined> {
  if (await claimOnce('lead-claims', id, LEASE_MS)) return work().finally(() => releaseClaim('lead-claims', id));
}

let storeFailing = false;

/** Logged once until the store answers again; Redis's connection logs its own outages. */
function storeAnswered(error?: Error) {
  if (error && !storeFailing && !serverEnv.REDIS_URL)
    console.error(`[leads] the lead store did not answer: ${error.message}`);
  storeFailing = error !== undefined;
}

/** Kept, then delivered at once or by the retries; sent directly while the store does not answer (`null`: not even that). */
export async function acceptLead(submission: ContactSubmission) {
  const id = leadId(submission);
  const store = leadStore();
  const sent = (lead: Lead) => ({ id, delivery: 'sent', acknowledged: lead.acknowledged === true });
  const received = { id, delivery: 'received', acknowledged: false };
  const accepted = await whileHeld(id, async () => {
    let lead: Lead | undefined;
    try {
      lead = await store.get(id);
      if (!lead) await store.save((lead = newLead(id, submission)));
      storeAnswered();
    } catch (error) {
      storeAnswered(error as Error);
      lead = await deliver(newLead(id, submission), async () => {});
      return lead.state === 'pending' ? null : sent(lead);
    }
    if (lead.state !== 'sent') lead = await deliver(lead, store.save);
    return lead.state === 'sent' ? sent(lead) : received;
  });
  // Held by another request (a double click): the store has it. `null`: neither kept nor sent.
  return accepted === undefined ? received : accepted;
}

async function underProviderRate(): Promise<void> {
  const rule = { attempts: serverEnv.RESEND_REQUESTS_PER_SECOND, windowMs: 1_000 };
  const decision = await rateLimit('provider-retries', 'all', rule);
  if (!decision.allowed)
    await new Promise((resolve) => setTimeout(resolve, decision.retryAfterMs)).then(underProviderRate);
}

/** One pass, the lead due soonest first and tried even if not due; after a success all go, the first failure stops it. */
export async function retryPendingLeads(budgetMs = RUN_BUDGET_MS) {
  const store = leadStore();
  const started = Date.now();
  const leads = (await store.pending()).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
  let delivered = 0;
  for (const { id } of leads) {
    if (Date.now() - started > budgetMs) break;
    const lead = await whileHeld(id, async () => {
      const current = await store.get(id);
      return current && current.state !== 'sent' ? deliver(current, store.save, underProviderRate) : current;
    });
    if (!lead) continue;
    if (lead.state !== 'sent') break;
    delivered += 1;
  }
  return { delivered, stillPending: leads.length - delivered };
}

export async function leadBacklog(now = Date.now()) {
  const leads = await leadStore().pending();
  const oldest = leads.length ? leads[0].createdAt : now;
  return { pending: leads.length, oldestPendingSeconds: Math.round((now - oldest) / 1000) };
}

/** On Vercel, where the Cron may come once a day, a request the provider just took is the sign it answers again. */
export function retryAfterResponse(): void {
  if (serverEnv.VERCEL) after(() => retryPendingLeads(AFTER_RESPONSE_BUDGET_MS).catch(storeAnswered));
}

/** Under `next start`: a timer that never keeps the process alive. */
export function startLeadRetries() {
  const run = () => retryPendingLeads().then(() => storeAnswered(), storeAnswered);
  setInterval(run, serverEnv.LEAD_RETRY_PERIOD_SECONDS * 1000).unref();
}
