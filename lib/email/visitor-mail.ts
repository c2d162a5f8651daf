import 'server-only';
import { createHash } from 'node:crypto';
import { claimOnce, rateLimit, releaseClaim } from '@/lib/rate-limit';
import { serverEnv } from '@/lib/server-env';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A full hourly cap is logged at most this often per process, however long a flood lasts. */
const CAP_LOG_INTERVAL_MS = 10 * 60_000;

/** Mail the site sends to an address a visitor typed. */
type VisitorMail = 'acknowledgement' | 'newsletter-confirmation';

/** An address as its mailbox reads it: mail providers ignore case, so `Victim@Example.com` is `victim@example.com`. */
export function normalisedAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** A short, stable name for an address in keys and file names, without the address itself. */
export function addressKey(email: string): string {
  return createHash('sha256').update(normalisedAddress(email)).digest('hex').slice(0, 48);
}

/**
 * The mailbox an address delivers to, for the limits only: mail providers deliver `local+tag@domain` to
 * `local@domain`, so every tag is the same mailbox (docs/architecture.md#mail-to-visitors). Mail still goes to the
 * address typed.
 */
export function mailboxOf(email: string): string {
  const address = normalisedAddress(email);
  const at = address.lastIndexOf('@');
  const plus = address.indexOf('+');
  return plus === -1 || plus > at ? address : address.slice(0, plus) + address.slice(at);
}

let capLoggedAt = 0;

async function underHourlyCap(): Promise<boolean> {
  const rule = { attempts: serverEnv.VISITOR_MAIL_HOURLY_CAP, windowMs: HOUR_MS };
  const { allowed } = await rateLimit('visitor-mail', 'all', rule);
  if (!allowed && Date.now() - capLoggedAt > CAP_LOG_INTERVAL_MS) {
    capLoggedAt = Date.now();
    console.warn(
      `[email] ${rule.attempts} emails to visitor addresses this hour (VISITOR_MAIL_HOURLY_CAP): the next ones are skipped, the owner still gets every lead`,
    );
  }
  return allowed;
}

/**
 * Sends mail of one kind to an address a visitor typed, within the limits that keep the site from being aimed
 * at a mailbox (docs/architecture.md#mail-to-visitors): one of each kind per mailbox per 24 hours, and at most
 * VISITOR_MAIL_HOURLY_CAP of all kinds per hour, in the shared store of the rate limit. Answers what the visitor
 * is told: `true` once sent, and also when a limit skipped it, so the answer never says an address is limited.
 * A failed send gives its address back, so the visitor's retry may send it.
 */
export async function sendToVisitor(kind: VisitorMail, address: string, send: () => Promise<boolean>) {
  const scope = `visitor-mail-${kind}`;
  const recipient = addressKey(mailboxOf(address));
  if (!(await claimOnce(scope, recipient, DAY_MS))) return true;
  if (!(await underHourlyCap())) return true;
  const sent = await send();
  if (!sent) await releaseClaim(scope, recipient);
  return sent;
}
