import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resend } from 'resend';
import { dropInvisibleControls } from '@/lib/invisible-controls';
import { serverEnv } from '@/lib/server-env';

/** Resend answers within a second or two; past this the visitor is told to retry instead of waiting. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export type OutgoingEmail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
};

/** One line, no control characters, bounded: a subject can never start another header nor reorder what it shows. */
function headerSafe(value: string): string {
  return dropInvisibleControls(value)
    .replace(/[\u0000-\u001F\u007F]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 180);
}

/** The email provider's client, or `undefined` without a key (then everything goes to the outbox). */
export function emailProvider(): Resend | undefined {
  if (!serverEnv.RESEND_API_KEY) return undefined;
  return new Resend(
    serverEnv.RESEND_API_KEY,
    serverEnv.RESEND_BASE_URL ? { baseUrl: serverEnv.RESEND_BASE_URL } : undefined,
  );
}

/**
 * Sends once per key through Resend when a key is set; otherwise writes to the outbox folder so nothing is
 * lost. The subject is made header-safe here, whoever wrote it. `false` when it could not be sent (the caller decides what the visitor is told).
 */
export async function sendEmail(message: OutgoingEmail, key: string): Promise<boolean> {
  const email = { ...message, subject: headerSafe(message.subject) };
  const provider = emailProvider();
  if (!provider) return writeToOutbox(key, email);
  // resend 6 never throws: it returns { data, error }, including for a timeout or a refused connection.
  const { error } = await provider.emails.send(email, {
    idempotencyKey: key,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (error) {
    console.error(`[email] the provider refused ${key}: ${error.name} ${error.message}`);
    return false;
  }
  return true;
}

/** Development without a key: what would have gone to the provider, as a JSON file named by its key. */
export async function writeToOutbox(key: string, record: object): Promise<boolean> {
  try {
    const folder = path.resolve(serverEnv.CONTACT_OUTBOX_DIR);
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${key}.json`);
    const content = JSON.stringify({ ...record, idempotencyKey: key, createdAt: new Date().toISOString() }, null, 2);
    // "wx": the same key is written once, like the provider's idempotency.
    await writeFile(file, content, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    console.info(`[email] RESEND_API_KEY is not set: written to ${file}`);
    return true;
  } catch (error) {
    console.error('[email] could not write to the outbox', error);
    return false;
  }
}
