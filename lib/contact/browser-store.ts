import { decide, type RateDecision } from './rate-limit';

/** What the visitor typed survives a reload (sessionStorage) until it is sent. */
const draftKey = 'contact-funnel';
/** Send attempts, kept across tabs and reloads: the browser side of the server's rate limit. */
const attemptsKey = 'contact-attempts';
/** The prepared chat link, so the chat success page can reopen the same conversation. */
export const chatLinkKey = 'contact-chat-link';

export type Draft = { values: Record<string, string>; submissionId?: string };

function read<T>(storage: Storage | undefined, key: string): T | undefined {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage | undefined, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the funnel still works, it just forgets on reload.
  }
}

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);
const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function loadDraft(): Draft | undefined {
  const draft = read<Draft>(session(), draftKey);
  return draft && typeof draft.values === 'object' && draft.values !== null ? draft : undefined;
}

export function saveDraft(draft: Draft) {
  write(session(), draftKey, draft);
}

export function clearDraft() {
  try {
    session()?.removeItem(draftKey);
  } catch {
    // Nothing stored.
  }
}

export function rememberChatLink(url: string) {
  write(session(), chatLinkKey, url);
}

/** The chat link the funnel opened in this tab's session, if any. */
export function readChatLink(): string | undefined {
  const link = read<unknown>(session(), chatLinkKey);
  return typeof link === 'string' ? link : undefined;
}

/** A random id for one filled form; the server derives the email's idempotency key from it. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Counts one send attempt if the limit allows it. */
export function attemptSend(now = Date.now()): RateDecision {
  const previous = read<number[]>(local(), attemptsKey);
  const { decision, attempts } = decide(Array.isArray(previous) ? previous.filter(Number.isFinite) : [], now);
  write(local(), attemptsKey, attempts);
  return decision;
}
