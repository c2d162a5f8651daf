import 'server-only';
import { createHash } from 'node:crypto';
import { render } from '@react-email/components';
import { headerSafe, sendEmail, type OutgoingEmail } from '@/lib/email/send';
import { sendToVisitor } from '@/lib/email/visitor-mail';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { serverEnv } from '@/lib/server-env';
import { siteConfig } from '@/site.config';
import { AcknowledgementEmail, acknowledgementContent, acknowledgementText } from './email/acknowledgement-email';
import { ContactRequestEmail, contactRequestContent, contactRequestText } from './email/contact-request-email';
import type { ContactSubmission } from './schema';
import type { ContactTranslators } from './texts';

/**
 * The same submission always gives the same key, so a retry or a double click sends one email:
 * the browser's submission id plus the cleaned content (an edited form is a new message).
 */
function submissionHash(data: ContactSubmission): string {
  const content = Object.entries(data).filter(([field]) => field !== HONEYPOT_FIELD);
  const canonical = JSON.stringify(content.sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(canonical).digest('hex').slice(0, 48);
}

/** The owner's copy's idempotency key, which is also the email's reference and the lead's id in the lead store. */
export const leadId = (data: ContactSubmission) => `contact-${submissionHash(data)}`;

async function ownerEmail(
  data: ContactSubmission,
  reference: string,
  translators: ContactTranslators,
): Promise<OutgoingEmail> {
  const content = contactRequestContent(data, reference, translators);
  return {
    from: serverEnv.CONTACT_FROM_EMAIL,
    to: serverEnv.CONTACT_TO_EMAIL,
    // The schema accepts only a plain address here (no name, quotes, commas or line breaks).
    replyTo: data.email,
    subject: headerSafe(content.subject),
    html: await render(<ContactRequestEmail data={data} content={content} />),
    text: contactRequestText({ data, content }),
  };
}

async function visitorEmail(data: ContactSubmission, translators: ContactTranslators): Promise<OutgoingEmail> {
  const content = acknowledgementContent(translators, data.locale);
  return {
    from: serverEnv.CONTACT_FROM_EMAIL,
    to: data.email,
    // A reply reaches the owner's public address.
    replyTo: siteConfig.email,
    subject: headerSafe(content.subject),
    html: await render(<AcknowledgementEmail locale={data.locale} content={content} />),
    text: acknowledgementText(content),
  };
}

/** Sends the owner's copy of a checked submission once per key (`id`, also the email's reference and the lead's id). */
export async function sendOwnerCopy(data: ContactSubmission, translators: ContactTranslators, id: string) {
  return sendEmail(await ownerEmail(data, id, translators), id);
}

/** Sends the visitor's acknowledgement with a key of its own, within the limits on mail to visitor addresses. */
export async function sendAcknowledgement(data: ContactSubmission, translators: ContactTranslators, id: string) {
  return sendToVisitor('acknowledgement', data.email, async () =>
    sendEmail(await visitorEmail(data, translators), id.replace(/^contact-/, 'acknowledgement-')),
  );
}
