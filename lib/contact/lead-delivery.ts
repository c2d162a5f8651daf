import 'server-only';
import { PROVIDER_TIMEOUT_MS } from '@/lib/email/send';
import { leadId, sendAcknowledgement, sendContactRequest, sendOwnerCopy } from './deliver';
import { roomForNewLead } from './lead-ceiling';
import { leadStore, type Lead, type LeadStore } from './lead-store';
import { afterFailure, hasSubmission, newLead, type LeadState, type StoredLead } from './lead-store/lead';
import type { ContactSubmission } from './schema';
import { contactTranslators, type ContactTranslators } from './texts';

/** Long enough for both emails to time out, short enough that a stopped process's lead is soon picked up again. */
export const LEASE_MS = 3 * PROVIDER_TIMEOUT_MS;

let storeFailureLogged = false;

/**
 * A store that cannot answer is logged once until it answers again, not once per request (Redis's connection
 * logs its own outages).
 */
function storeFailed(store: LeadStore, error: unknown): undefined {
  if (storeFailureLogged || store.kind === 'redis') return;
  storeFailureLogged = true;
  console.error(`[leads] the ${store.kind} lead store did not answer, sending without it: ${(error as Error).message}`);
}

/**
 * Sends what is left of a lead this process holds the claim of, saving each step as soon as it is done: the
 * owner's copy, then on the email path the visitor's acknowledgement. `beforeSend` runs before each provider call.
 */
export async function deliverClaimed(
  store: LeadStore,
  lead: Lead,
  beforeSend: () => Promise<void> = async () => {},
): Promise<LeadState> {
  let translators: ContactTranslators | undefined;
  const texts = async () => (translators ??= await contactTranslators(lead.submission.locale));
  let current = lead;
  const step = async (send: typeof sendOwnerCopy, next: Lead) => {
    await beforeSend();
    if (!(await send(current.submission, await texts(), current.id))) {
      await store.save(afterFailure(current));
      return false;
    }
    current = next.state === 'sent' ? { ...next, sentAt: Date.now() } : next;
    await store.save(current);
    return true;
  };
  if (current.state === 'pending') {
    const next = current.submission.method === 'email' ? 'acknowledging' : 'sent';
    if (!(await step(sendOwnerCopy, { ...current, state: next }))) return current.state;
  }
  if (current.state === 'acknowledging') await step(sendAcknowledgement, { ...current, state: 'sent' });
  return current.state;
}

/**
 * What the visitor is told: sent, received (kept, delivery under way), neither, or refused by the site's hourly
 * ceiling of new leads (nothing kept or sent).
 */
export type Acceptance =
  | { delivery: 'sent'; id: string; acknowledged: boolean }
  | { delivery: 'received'; id: string }
  | { delivery: 'failed' }
  | { delivery: 'refused'; retryAfterMs: number };

type Kept = { lead: StoredLead; release: () => Promise<void> };
type Refused = { refused: number };

/**
 * Claims the lead and makes sure the store has it: the lead with its claim, `busy` while another request holds it,
 * or how long until the ceiling of new leads has room again. A lead the store already has is not a new one.
 */
async function keep(store: LeadStore, id: string, data: ContactSubmission): Promise<Kept | Refused | 'busy'> {
  const release = await store.claim(id, LEASE_MS);
  if (!release) return 'busy';
  try {
    const known = await store.get(id);
    if (known) return { lead: known, release };
    const room = await roomForNewLead();
    if (!room.allowed) {
      await release();
      return { refused: room.retryAfterMs };
    }
    const lead = newLead(id, data);
    await store.save(lead);
    return { lead, release };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * A valid contact request: written to the lead store (acknowledged by it) before the provider is called, then
 * delivered at once if the provider answers, otherwise later by the retries. A store that cannot answer does
 * not cost the lead: it is sent directly, as without a store.
 */
export async function acceptLead(data: ContactSubmission, translators: ContactTranslators): Promise<Acceptance> {
  const id = leadId(data);
  const store = leadStore();
  const kept = await keep(store, id, data).catch((error: unknown) => storeFailed(store, error));
  // The same request is being handled right now (a double submission), and the store has it.
  if (kept === 'busy') return { delivery: 'received', id };
  if (kept && 'refused' in kept) return { delivery: 'refused', retryAfterMs: kept.refused };
  if (!kept) {
    const room = await roomForNewLead();
    if (!room.allowed) return { delivery: 'refused', retryAfterMs: room.retryAfterMs };
    const sent = await sendContactRequest(data, translators);
    return sent.ok ? { delivery: 'sent', id, acknowledged: sent.acknowledged } : { delivery: 'failed' };
  }
  storeFailureLogged = false;
  try {
    const state = hasSubmission(kept.lead) ? await deliverClaimed(store, kept.lead) : kept.lead.state;
    return state === 'sent' ? { delivery: 'sent', id, acknowledged: true } : { delivery: 'received', id };
  } finally {
    await kept.release();
  }
}
