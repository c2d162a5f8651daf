import 'server-only';
import { emailProvider, PROVIDER_TIMEOUT_MS, writeToOutbox } from '@/lib/email/send';
import { addressKey } from '@/lib/email/visitor-mail';
import { serverEnv } from '@/lib/server-env';

/**
 * Adds a confirmed address to the newsletter: a contact at Resend, in the RESEND_SEGMENT_ID segment, and
 * subscribed (it may have left before: confirming again is asking again). Resend's create is an upsert, so
 * confirming twice changes nothing. Without a key, the outbox gets it, as for every email.
 */
export async function addSubscriber(email: string): Promise<boolean> {
  const segment = serverEnv.RESEND_SEGMENT_ID;
  const provider = emailProvider();
  if (!provider) return writeToOutbox(`newsletter-subscriber-${addressKey(email)}`, { subscriber: email, segment });
  const { error } = await provider.contacts.create(
    { email, unsubscribed: false, ...(segment ? { segments: [{ id: segment }] } : {}) },
    { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) },
  );
  if (error) {
    console.error(`[newsletter] the provider refused a subscriber: ${error.name} ${error.message}`);
    return false;
  }
  return true;
}
