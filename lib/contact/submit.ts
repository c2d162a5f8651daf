import type { Challenge } from 'altcha-lib';
import type { Locale } from '@/i18n/routing';
import { attemptSend } from './browser-store';
import type { Method } from './choices';
import type { ContactFormValues } from './schema';

/** What became of a sent form, as the funnel tells the visitor. */
export type SubmitOutcome =
  /** `acknowledged`: the visitor's acknowledgement email went out too (email path). */
  | { kind: 'sent'; acknowledged: boolean }
  /** Kept by the server, which delivers it (and the acknowledgement) once the email provider answers. */
  | { kind: 'received' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'rateLimited'; retryAfterMs: number }
  | { kind: 'failed' };

type Submission = ContactFormValues & { method: Method; locale: Locale; submissionId: string };
type Answer = { status: number; retryAfter: number; body: Record<string, unknown> };

async function post(body: object): Promise<Answer | undefined> {
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      // The chat path leaves the page right after: the request must outlive it.
      keepalive: true,
    });
    const answer = await response.json().catch(() => ({}));
    const retryAfter = Number(response.headers.get('Retry-After')) * 1000 || 60_000;
    return { status: response.status, retryAfter, body: typeof answer === 'object' && answer ? answer : {} };
  } catch {
    return undefined;
  }
}

/**
 * The proof of work the server asks for when the site is under pressure (docs/architecture.md#flood): ALTCHA's
 * solver on the browser's own PBKDF2, loaded only now, never with the page.
 */
async function proofFor(challenge: unknown) {
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/pbkdf2'),
    ]);
    const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, timeout: 60_000 });
    return solution && { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  } catch {
    return null;
  }
}

/**
 * Posts the form to `/api/contact` unless the browser's own count of attempts already says to wait. When the server
 * answers with a challenge, `onChecking` is told, the proof is made and the same form sent again with it.
 */
export async function submitContact(submission: Submission, onChecking: () => void): Promise<SubmitOutcome> {
  const limit = attemptSend();
  if (!limit.allowed) return { kind: 'rateLimited', retryAfterMs: limit.retryAfterMs };
  let answer = await post(submission);
  if (answer?.status === 429 && answer.body.challenge) {
    onChecking();
    const proof = await proofFor(answer.body.challenge);
    const again = attemptSend();
    if (!again.allowed) return { kind: 'rateLimited', retryAfterMs: again.retryAfterMs };
    answer = proof ? await post({ ...submission, proof }) : undefined;
  }
  if (!answer) return { kind: 'failed' };
  const { status, body, retryAfter } = answer;
  if (status === 200) {
    if (body.delivery === 'received') return { kind: 'received' };
    // An answer that does not say counts as sent and acknowledged.
    return { kind: 'sent', acknowledged: body.acknowledged !== false };
  }
  // This visitor's own limit (`retryAfter`: wait and send again); any other refusal is a failed send, the form kept.
  if (status === 429 && typeof body.error !== 'string') return { kind: 'rateLimited', retryAfterMs: retryAfter };
  if (status === 400) return { kind: 'invalid', errors: fieldMessages(body.errors) };
  return { kind: 'failed' };
}

/** The server's message per field, keeping only string pairs of whatever came back. */
function fieldMessages(errors: unknown): Record<string, string> {
  const entries = typeof errors === 'object' && errors !== null ? Object.entries(errors) : [];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
