import 'server-only';
import { after } from 'next/server';
import { rateLimit } from '@/lib/rate-limit';
import { serverEnv } from '@/lib/server-env';
import { leadCeiling } from './lead-ceiling';
import { deliverClaimed, LEASE_MS } from './lead-delivery';
import { leadStore, type Backlog } from './lead-store';
import { ARCHIVE_KEPT_MS, DELIVERED_KEPT_MS, hasSubmission } from './lead-store/lead';

/**
 * A retry run stops starting new leads after this, well within a serverless function's time.
 * @public named in docs/behaviour/constants.md
 */
export const RUN_BUDGET_MS = 45_000;
/**
 * The pass after a contact request stops starting new leads after this: it keeps the request's function a few seconds
 * at most (each lead it started may still take its two provider calls).
 * @public named in docs/behaviour/constants.md
 */
export const AFTER_REQUEST_BUDGET_MS = 10_000;
/** Pending leads one run looks at; the next run takes the rest. */
const RUN_BATCH = 200;
const HOUR_MS = 3_600_000;
/** Delivered leads lose their submission after a day: looking for them every few minutes is enough. */
const FORGET_PERIOD_MS = 5 * 60_000;
let forgottenAt = 0;
/** What is left of them goes after months: looking once a day is enough. */
/** @public named in docs/behaviour/constants.md */
export const ARCHIVE_SWEEP_PERIOD_MS = 24 * HOUR_MS;
let archivesSweptAt = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the retries under the provider's requests per second, counted across instances in the shared store. */
async function underProviderRate() {
  const rule = { attempts: serverEnv.RESEND_REQUESTS_PER_SECOND, windowMs: 1_000 };
  for (;;) {
    const decision = await rateLimit('provider-retries', 'all', rule);
    if (decision.allowed) return;
    await sleep(decision.retryAfterMs);
  }
}

export type RetryRun = { delivered: number; stillPending: number };

/**
 * One pass over the pending leads, oldest due first. While nothing is due, the lead due soonest is tried anyway,
 * once per run: that is how a run learns the provider is back, so the first retry follows its return within
 * one run's period whatever the backoff. After a success every pending lead is tried; at the first failure the
 * run stops (the provider still fails, the others keep their time). Each lead is claimed first, so two
 * instances never send it twice.
 */
async function retryOnce(budgetMs: number): Promise<RetryRun> {
  const store = leadStore();
  const started = Date.now();
  if (started - forgottenAt > FORGET_PERIOD_MS) {
    await store.forgetDeliveredBefore(started - DELIVERED_KEPT_MS);
    forgottenAt = started;
  }
  if (started - archivesSweptAt > ARCHIVE_SWEEP_PERIOD_MS) {
    await store.deleteArchivedBefore(started - ARCHIVE_KEPT_MS);
    archivesSweptAt = started;
  }
  const leads = (await store.pending(RUN_BATCH)).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
  let delivered = 0;
  let tried = false;
  let providerAnswers = false;
  for (const lead of leads) {
    if (Date.now() - started > budgetMs) break;
    if (lead.nextAttemptAt > Date.now() && tried && !providerAnswers) break;
    const release = await store.claim(lead.id, LEASE_MS);
    if (!release) continue;
    try {
      // Read again under the claim: another instance may have delivered it since the listing.
      const current = await store.get(lead.id);
      if (!current || !hasSubmission(current) || current.state === 'sent') continue;
      tried = true;
      const state = await deliverClaimed(store, current, underProviderRate);
      if (state !== 'sent') break;
      delivered += 1;
      providerAnswers = true;
    } finally {
      await release();
    }
  }
  return { delivered, stillPending: (await store.backlog()).pending };
}

let running: Promise<RetryRun> | undefined;

/** Retries the pending leads; a call while a run is under way in this process joins it. */
export function retryPendingLeads(budgetMs = RUN_BUDGET_MS): Promise<RetryRun> {
  running ??= retryOnce(budgetMs).finally(() => {
    running = undefined;
  });
  return running;
}

let backlogWarnedAt = 0;
/** /api/health answers anyone: a folder store is read at most this often, whatever the number of calls. */
const BACKLOG_FRESH_MS = 2_000;
let lastBacklog: { at: number; backlog: Backlog; ceiling: Awaited<ReturnType<typeof leadCeiling>> } | undefined;

/**
 * What /api/health shows of the lead store and of the ceiling of new leads, and the `[health]` warning, at most
 * hourly, past an hour's wait.
 */
export async function leadBacklog(now = Date.now()) {
  const store = leadStore();
  if (!lastBacklog || now - lastBacklog.at > BACKLOG_FRESH_MS)
    lastBacklog = { at: now, backlog: await store.backlog(), ceiling: await leadCeiling() };
  const { backlog, ceiling } = lastBacklog;
  const oldestPendingSeconds = backlog.oldestCreatedAt ? Math.round((now - backlog.oldestCreatedAt) / 1000) : 0;
  if (oldestPendingSeconds * 1000 > HOUR_MS && now - backlogWarnedAt > HOUR_MS) {
    backlogWarnedAt = now;
    console.warn(
      `[health] ${backlog.pending} contact request(s) not delivered yet, the oldest for ${Math.round(oldestPendingSeconds / 60)} minutes: is the email provider failing? (docs/architecture.md#leads)`,
    );
  }
  return { store: store.kind, pending: backlog.pending, oldestPendingSeconds, ...ceiling };
}

/**
 * On Vercel, where no timer of the server's own runs and the Cron may come once a day (Hobby), a contact request the
 * provider just took is the sign it answers again: once the response is sent, the kept leads are retried, within
 * AFTER_REQUEST_BUDGET_MS (docs/architecture.md#leads). Under `next start` the server's timer does it.
 */
export function retryAfterResponse(): void {
  if (!serverEnv.VERCEL) return;
  const pass = async () => {
    try {
      await retryPendingLeads(AFTER_REQUEST_BUDGET_MS);
    } catch (error) {
      console.error(`[leads] the retries after a request cannot reach the lead store: ${(error as Error).message}`);
    }
  };
  try {
    after(pass);
  } catch {
    // Outside a request (a script): nothing runs after a response there, and the Cron retries.
  }
}

/**
 * Under `next start` (not on Vercel, whose Cron calls the retry route): the server retries by itself every
 * LEAD_RETRY_PERIOD_SECONDS, on a timer that never keeps the process alive.
 */
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
