import 'server-only';
import { getPathname } from '@/i18n/paths';
import { isLocale, routing } from '@/i18n/routing';
import { emailProvider, PROVIDER_TIMEOUT_MS, writeToOutbox } from '@/lib/email/send';
import { addressKey } from '@/lib/email/visitor-mail';
import { claimOnce, releaseClaim } from '@/lib/rate-limit';
import { serverEnv, siteSecret } from '@/lib/server-env';
import { LINK_VALIDITY_HOURS, readConfirmationToken } from './token';

/** What pressing the confirmation button did, each shown by a page of its own (`/newsletter/subscribed`…). */
export const confirmationResults = ['subscribed', 'expired', 'invalid', 'failed'] as const;
export type ConfirmationResult = (typeof confirmationResults)[number];

// A used link is remembered a little longer than it works; past that it is refused as expired anyway.
const USED_LINK_MEMORY_MS = (LINK_VALIDITY_HOURS + 1) * 3_600_000;

/**
 * A contact at Resend, in the RESEND_SEGMENT_ID segment and subscribed (confirming after leaving is asking again);
 * Resend's create is an upsert. Without a key, the outbox gets it, as every email.
 */
async function addSubscriber(email: string): Promise<boolean> {
  const segment = serverEnv.RESEND_SEGMENT_ID;
  const provider = emailProvider();
  if (!provider) return writeToOutbox(`newsletter-subscriber-${addressKey(email)}`, { subscriber: email, segment });
  const { error } = await provider.contacts.create(
    { email, unsubscribed: false, ...(segment ? { segments: [{ id: segment }] } : {}) },
    { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) },
  );
  if (error) console.error(`[newsletter] the provider refused a subscriber: ${error.name} ${error.message}`);
  return !error;
}

/** The address a link holds, subscribed once: a used link (named by its bytes) makes no second call to the provider. */
async function subscribeOnce(link: string, email: string): Promise<ConfirmationResult> {
  if (!(await claimOnce('newsletter-confirmed', link, USED_LINK_MEMORY_MS))) return 'subscribed';
  if (await addSubscriber(email)) return 'subscribed';
  // Nothing changed at the provider: the same link may try again.
  await releaseClaim('newsletter-confirmed', link);
  return 'failed';
}

/**
 * `POST /api/newsletter/confirm?token=…&lang=…`, the confirmation page's button: the second half of the double
 * opt-in. Answers the result page to show, in the language of the link (of the page when the link is unreadable).
 */
export async function confirmSubscription(url: URL): Promise<string> {
  const secret = siteSecret();
  const reading = secret ? readConfirmationToken(url.searchParams.get('token') ?? '', secret) : undefined;
  const lang = url.searchParams.get('lang') ?? '';
  const locale = reading?.ok ? reading.locale : isLocale(lang) ? lang : routing.defaultLocale;
  const result = !reading ? 'failed' : !reading.ok ? reading.reason : await subscribeOnce(reading.link, reading.email);
  return getPathname({ locale, href: { pathname: '/newsletter/[result]', params: { result } } });
}
