import 'server-only';
import { field, formRoute, honeypotFilled, noStoreJson as json } from '@/lib/http/request-guards';
import { admitNewLead } from './admission';
import { acceptLead, leadId, leadStore, retryAfterResponse } from './leads';
import { contactSchema, fieldErrors } from './schema';
import { contactTranslators } from './texts';

/**
 * A contact body is at most 32 KiB (docs/architecture.md#contact-api).
 * @public named in docs/behaviour/constants.md
 */
export const maxBodyBytes = 32 * 1024;

/** `POST /api/contact` (docs/architecture.md#contact-api): every check in order, the cheap ones first, then the email. */
export const handleContactRequest = formRoute('contact', maxBodyBytes, {
  translators: contactTranslators,
  limited: (_t, retryAfterMs) => ({ retryAfter: Math.ceil(retryAfterMs / 1000) }),
  failed: (t) => t.errors('sendFailed'),
  answer: async ({ body, parsed, t }) => {
    if (!parsed) return json({ ok: false, errors: { form: t.errors('invalidRequest') } }, 400);
    const submission = contactSchema.safeParse(body);
    if (!submission.success) {
      const errors = Object.entries(fieldErrors(submission.error)).map(([name, code]) => [
        name,
        t.errors(code ?? 'invalid'),
      ]);
      return json({ ok: false, errors: Object.fromEntries(errors) }, 400);
    }
    const { data } = submission;
    const id = leadId(data);

    // A bot filled the hidden field: the answer a sent request gets, its id made the same way, and nothing sent.
    if (honeypotFilled(body))
      return json({ ok: true, id, delivery: 'sent', acknowledged: data.method === 'email' }, 200);

    // A request the store already has (a double click, a retry) is not a new lead.
    const known = await leadStore()
      .get(id)
      .catch(() => undefined);
    if (!known) {
      const admission = await admitNewLead(field(body, 'proof'));
      if (!admission.admitted) {
        // Under pressure: the funnel solves the challenge and sends again; without one, the send-failure text.
        if (admission.challenge) return json({ ok: false, challenge: admission.challenge }, 429);
        const retryAfter = String(Math.ceil(admission.retryAfterMs / 1000));
        return json({ ok: false, error: t.errors('sendFailed') }, 429, { 'Retry-After': retryAfter });
      }
    }

    // docs/architecture.md#contact-api: `delivery` says whether it is sent or kept for the retries.
    const accepted = await acceptLead(data);
    if (accepted === null) return json({ ok: false, error: t.errors('sendFailed') }, 502);
    // The provider answers again: the requests it refused before go out once this answer is sent.
    if (accepted.delivery === 'sent') retryAfterResponse();
    return json({ ok: true, ...accepted }, 200);
  },
});
