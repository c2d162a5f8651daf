import 'server-only';
import { createHash } from 'node:crypto';
import { claimOnce, rateLimit, releaseClaim } from '@/lib/rate-limit';
import { serverEnv } from '@/lib/server-env';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A full hourly budget is logged at most this often per process, however long a flood lasts. */
const CAP_LOG_INTERVAL_MS = 10 * 60_000;

/** Mail the site sends to an address a visitor typed; each kind has a budget of its own. */
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
 * The mailbox an address delivers to, for the limits only (docs/architecture.md#mail-to-visitors): case aside,
 * `local+tag@domain` is `local@domain`, and Gmail ignores the dots of the local part and reads `googlemail.com` as
 * `gmail.com`. Mail still goes to the address typed.
 */
export function mailboxOf(email: string): string {
  const address = normalisedAddress(email);
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at).split('+')[0];
  let domain = address.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

let capLoggedAt = 0;

/**
 * Sends mail of one kind to an address a visitor typed, within the limits that keep the site from being aimed at a
 * mailbox (docs/architecture.md#mail-to-visitors): one of each kind per mailbox per 24 hours, and at most
 * VISITOR_MAIL_HOURLY_CAP of each kind per hour, in the shared store of the rate limits. A failed send gives its
 * mailbox back, so the visitor's retry may send it. What became of it: `sent`; `mailbox`, skipped because this mailbox
 * already had one today (told as sent, so no address can be probed); `busy`, skipped because the site's hourly budget
 * of that kind is spent (told honestly: try again later); `failed`, the provider did not take it.
 */
export async function sendToVisitor(
  kind: VisitorMail,
  address: string,
  send: () => Promise<boolean>,
): Promise<'sent' | 'mailbox' | 'busy' | 'failed'> {
  const scope = `visitor-mail-${kind}`;
  const mailbox = addressKey(mailboxOf(address));
  if (!(await claimOnce(scope, mailbox, DAY_MS))) return 'mailbox';
  const rule = { attempts: serverEnv.VISITOR_MAIL_HOURLY_CAP, windowMs: HOUR_MS };
  if (!(await rateLimit(`visitor-mail-hourly-${kind}`, 'all', rule)).allowed) {
    if (Date.now() - capLoggedAt > CAP_LOG_INTERVAL_MS) {
      capLoggedAt = Date.now();
      console.warn(
        `[email] ${rule.attempts} ${kind} emails this hour (VISITOR_MAIL_HOURLY_CAP): the next ones are skipped and the visitors told to try later; the owner still gets every lead`,
      );
    }
    await releaseClaim(scope, mailbox);
    return 'busy';
  }
  if (await send()) return 'sent';
  await releaseClaim(scope, mailbox);
  return 'failed';
}
