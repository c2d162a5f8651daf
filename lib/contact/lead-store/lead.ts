import { DAY, RETENTION_DAYS } from '@/lib/consent/constants';
import type { ContactSubmission } from '../schema';

/**
 * `pending`: the owner's copy is not sent yet. `acknowledging`: the owner has it, the visitor's acknowledgement
 * is still to go. `sent`: nothing left to send.
 */
export type LeadState = 'pending' | 'acknowledging' | 'sent';

/** One contact request in the lead store. Times are milliseconds since the epoch. */
export type Lead = {
  /** The owner's copy's idempotency key (`contact-<hash>`). */
  id: string;
  /** The checked submission, its language (`locale`) included. */
  submission: ContactSubmission;
  state: LeadState;
  /** Failed delivery attempts so far. */
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  sentAt?: number;
};

/** What a delivered lead keeps once its day is over: nothing personal (docs/architecture.md#leads). */
export type DeliveredLead = Pick<Lead, 'id' | 'createdAt' | 'sentAt'> & { state: 'sent' };

export type StoredLead = Lead | DeliveredLead;

const MINUTE_MS = 60_000;
const MAX_RETRY_DELAY_MS = 60 * MINUTE_MS;
/** A delivered lead keeps its submission this long, then only its id, times and state. */
export const DELIVERED_KEPT_MS = 24 * 60 * MINUTE_MS;
/**
 * What is left of a delivered lead goes once the privacy policy's retention of contact requests has passed since
 * its delivery (docs/behaviour/privacy-and-consent.md#retention).
 */
export const ARCHIVE_KEPT_MS = RETENTION_DAYS.contact_form * DAY;

/** The wait after a lead's `attempts`-th failure: a minute, then doubling, up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(0, Math.min(attempts - 1, 6)), MAX_RETRY_DELAY_MS);
}

/** A valid submission as the store first keeps it: its first attempt is the request's own. */
export function newLead(id: string, submission: ContactSubmission, now = Date.now()): Lead {
  return { id, submission, state: 'pending', attempts: 0, nextAttemptAt: now + retryDelayMs(1), createdAt: now };
}

/** The lead after a failed attempt, due again after its backoff. */
export function afterFailure(lead: Lead, now = Date.now()): Lead {
  const attempts = lead.attempts + 1;
  return { ...lead, attempts, nextAttemptAt: now + retryDelayMs(attempts) };
}

export function withoutSubmission(lead: StoredLead): DeliveredLead {
  return { id: lead.id, createdAt: lead.createdAt, sentAt: lead.sentAt, state: 'sent' };
}

export const hasSubmission = (lead: StoredLead): lead is Lead => 'submission' in lead;

/** What /api/health reports: no personal data. */
export type Backlog = { pending: number; oldestCreatedAt?: number };

/**
 * Where leads are kept until delivered. Every write is acknowledged by the store before it resolves; a store
 * that cannot answer rejects, and the caller sends without it.
 */
export type LeadStore = {
  kind: 'redis' | 'folder' | 'local outbox';
  /** Holds `id` for `leaseMs` unless someone else does: the release, or `undefined` when it is taken. */
  claim(id: string, leaseMs: number): Promise<(() => Promise<void>) | undefined>;
  get(id: string): Promise<StoredLead | undefined>;
  /** Writes a lead (new or updated): a `sent` one leaves the pending ones. */
  save(lead: StoredLead): Promise<void>;
  /** Up to `limit` pending leads, oldest first. */
  pending(limit: number): Promise<Lead[]>;
  backlog(): Promise<Backlog>;
  /** Drops the submission of leads delivered before `before`, a bounded number per call. */
  forgetDeliveredBefore(before: number): Promise<void>;
  /** Deletes what is left of leads delivered before `before`. */
  deleteArchivedBefore(before: number): Promise<void>;
};

/** When a delivered lead was delivered (a lead written before `sentAt` existed: when it came). */
export const deliveredAt = (lead: StoredLead) => lead.sentAt ?? lead.createdAt;
