import type { Locale } from '@/i18n/routing';
import type { HONEYPOT_FIELD } from '@/lib/http/honeypot';

export type SubscribeOutcome = { ok: true } | { ok: false; message: string };

/**
 * Asks for the confirmation email (`POST /api/newsletter`). The server words every refusal in the
 * visitor's language; `failed` covers an answer without words or no answer at all.
 */
export async function subscribe(
  request: { email: string; locale: Locale } & Record<typeof HONEYPOT_FIELD, string>,
  failed: string,
): Promise<SubscribeOutcome> {
  try {
    const response = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined;
    return { ok: false, message: typeof body?.error === 'string' ? body.error : failed };
  } catch {
    return { ok: false, message: failed };
  }
}
