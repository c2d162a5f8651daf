import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { render } from '@react-email/components';
import { Resend } from 'resend';
import { serverEnv } from '@/lib/server-env';
import { ContactRequestEmail, contactRequestContent, contactRequestText } from './email/contact-request-email';
import type { ContactSubmission } from './schema';
import type { ContactTranslators } from './texts';

/** Resend answers within a second or two; past this the visitor is told to retry instead of waiting. */
const providerTimeoutMs = 10_000;

/**
 * The same submission always gives the same key, so a retry or a double click sends one email:
 * the browser's submission id plus the cleaned content (an edited form is a new message).
 */
function idempotencyKey(data: ContactSubmission): string {
  const content = Object.entries(data).filter(([field]) => field !== 'website');
  const canonical = JSON.stringify(content.sort(([a], [b]) => a.localeCompare(b)));
  return `contact-${createHash('sha256').update(canonical).digest('hex').slice(0, 48)}`;
}

type OutgoingEmail = {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
};

/** One line, no control characters, bounded: a subject can never start another header. */
function headerSafe(value: string): string {
  return value
    .replace(/[\u0000-\u001F\u007F]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 180);
}

async function buildEmail(
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

/** Sends the owner's copy of a checked submission once; its id is the idempotency key, also the email's reference. */
export async function sendContactRequest(
  data: ContactSubmission,
  translators: ContactTranslators,
): Promise<{ ok: true; id: string } | { ok: false }> {
  const key = idempotencyKey(data);
  const sent = await deliver(await buildEmail(data, key, translators), key);
  return sent ? { ok: true, id: key } : { ok: false };
}

/** Sends through Resend when a key is set; otherwise writes to the outbox folder so nothing is lost. */
async function deliver(email: OutgoingEmail, key: string): Promise<boolean> {
  if (!serverEnv.RESEND_API_KEY) return writeToOutbox(email, key);
  const resend = new Resend(
    serverEnv.RESEND_API_KEY,
    serverEnv.RESEND_BASE_URL ? { baseUrl: serverEnv.RESEND_BASE_URL } : undefined,
  );
  // resend 6 never throws: it returns { data, error }, including for a timeout or a refused connection.
  const { error } = await resend.emails.send(email, {
    idempotencyKey: key,
    signal: AbortSignal.timeout(providerTimeoutMs),
  });
  if (error) {
    console.error(`[contact] email provider refused ${key}: ${error.name} ${error.message}`);
    return false;
  }
  return true;
}

async function writeToOutbox(email: OutgoingEmail, key: string): Promise<boolean> {
  try {
    const folder = path.resolve(serverEnv.CONTACT_OUTBOX_DIR);
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${key}.json`);
    // "wx": the same key is written once, like the provider's idempotency.
    await writeFile(
      file,
      JSON.stringify({ ...email, idempotencyKey: key, createdAt: new Date().toISOString() }, null, 2),
      {
        flag: 'wx',
      },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    console.info(`[contact] RESEND_API_KEY is not set: message written to ${file}`);
    return true;
  } catch (error) {
    console.error('[contact] could not write to the outbox', error);
    return false;
  }
}
