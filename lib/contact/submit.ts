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

/** Posts the form to `/api/contact` unless the browser's own count of attempts already says to wait. */
export async function submitContact(submission: Submission): Promise<SubmitOutcome> {
  const limit = attemptSend();
  if (!limit.allowed) return { kind: 'rateLimited', retryAfterMs: limit.retryAfterMs };
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(submission),
      // The chat path leaves the page right after: the request must outlive it.
      keepalive: true,
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return delivered(response);
  if (response.status === 429) return refused(response);
  if (response.status === 400) return { kind: 'invalid', errors: await fieldMessages(response) };
  return { kind: 'failed' };
}

/** Sent, or kept for delivery (`delivery: 'received'`); an answer that does not say counts as sent and acknowledged. */
async function delivered(response: Response): Promise<SubmitOutcome> {
  const body = (await response.json().catch(() => undefined)) as
    { delivery?: unknown; acknowledged?: unknown } | undefined;
  if (body?.delivery === 'received') return { kind: 'received' };
  return { kind: 'sent', acknowledged: body?.acknowledged !== false };
}

/**
 * A 429: this visitor's own limit (`retryAfter`, wait and send again), or the site taking no more requests this
 * hour (`error`), which the visitor is told as a failed send, the form kept (docs/architecture.md#contact-api).
 */
async function refused(response: Response): Promise<SubmitOutcome> {
  const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined;
  if (typeof body?.error === 'string') return { kind: 'failed' };
  return { kind: 'rateLimited', retryAfterMs: Number(response.headers.get('Retry-After')) * 1000 || 60_000 };
}

/** The server's message per field, keeping only string pairs of whatever came back. */
async function fieldMessages(response: Response): Promise<Record<string, string>> {
  const body = (await response.json().catch(() => undefined)) as { errors?: unknown } | undefined;
  const errors = typeof body?.errors === 'object' && body.errors !== null ? Object.entries(body.errors) : [];
  return Object.fromEntries(errors.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
