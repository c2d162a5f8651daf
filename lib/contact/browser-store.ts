import { readJson, writeJson } from '@/lib/consent/storage';
import { formRateRule } from '@/lib/http/rate-rules';

// Storage read through lib/consent never throws: in private mode or with a full quota the funnel still works, it just
// forgets on reload.

/** The prepared chat link, so the chat success page can reopen the same conversation. */
export function rememberChatLink(url: string) {
  writeJson('contactChatLink', url);
}

/** The chat link the funnel opened in this tab's session, if any. */
export function readChatLink(): string | undefined {
  const link = readJson('contactChatLink');
  return typeof link === 'string' ? link : undefined;
}

/** A random id for one filled form; the server derives the email's idempotency key from it. */
export function newSubmissionId(): string {
  // randomUUID needs a secure context: a phone trying `next dev` over the local network has none.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Counts one send attempt if the form's limit allows it, as the server counts; kept across tabs and reloads. */
export function attemptSend(now = Date.now()): { allowed: true } | { allowed: false; retryAfterMs: number } {
  const { attempts, windowMs } = formRateRule;
  const stored = readJson('contactAttempts');
  const recent = (Array.isArray(stored) ? stored : [])
    .filter((time) => Number.isFinite(time) && time > now - windowMs && time <= now)
    .slice(-attempts);
  if (recent.length >= attempts) return { allowed: false, retryAfterMs: Math.min(...recent) + windowMs - now };
  writeJson('contactAttempts', [...recent, now]);
  return { allowed: true };
}
