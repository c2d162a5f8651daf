import type { Challenge } from 'altcha-lib';
import type { Locale } from '@/i18n/routing';
import { attemptSend } from './browser-store';
import type { Method } from './choices';
import type { ContactFormValues } from './schema';

/**
 * What became of a sent form, as the funnel tells the visitor: `sent` (`acknowledged`: the visitor's acknowledgement
 * went too), `received` (kept by the server, which delivers it once the email provider answers), or not sent.
 */
export type SubmitOutcome =
  | { kind: 'sent'; acknowledged: boolean }
  | { kind: 'received' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'rateLimited'; retryAfterMs: number }
  | { kind: 'failed' };

type Submission = ContactFormValues & { method: Method; locale: Locale; submissionId: string };

async function post(body: object) {
  const response = await fetch('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    // The chat path leaves the page right after: the request must outlive it.
    keepalive: true,
  }).catch(() => undefined);
  if (!response) return undefined;
  const answer = Object(await response.json().catch(() => ({}))) as Record<string, unknown>;
  const retryAfterMs = Number(response.headers.get('Retry-After')) * 1000 || 60_000;
  return { status: response.status, retryAfterMs, body: answer };
}

/**
 * The proof of work the server asks for when the site is under pressure (docs/architecture.md#flood): ALTCHA's solver
 * on the browser's own PBKDF2, loaded only now, never with the page.
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
  const { status, body, retryAfterMs } = answer ?? { status: 0, body: {}, retryAfterMs: 0 };
  // An answer that does not say counts as sent and acknowledged.
  if (status === 200)
    return body.delivery === 'received'
      ? { kind: 'received' }
      : { kind: 'sent', acknowledged: body.acknowledged !== false };
  // This visitor's own limit (wait and send again); any other refusal is a failed send, the form kept.
  if (status === 429 && typeof body.error !== 'string') return { kind: 'rateLimited', retryAfterMs };
  if (status !== 400) return { kind: 'failed' };
  const errors = Object.entries(Object(body.errors) as Record<string, unknown>);
  return {
    kind: 'invalid',
    errors: Object.fromEntries(errors.filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  };
}
