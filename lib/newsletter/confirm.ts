import 'server-only';
import { getPathname } from '@/i18n/paths';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { claimOnce, releaseClaim } from '@/lib/rate-limit';
import { siteSecret } from '@/lib/server-env';
import { addSubscriber } from './subscribers';
import { LINK_VALIDITY_HOURS, readConfirmationToken } from './token';

/** What pressing the confirmation button did, each shown by a page of its own (`/newsletter/subscribed`…). */
export const confirmationResults = ['subscribed', 'expired', 'invalid', 'failed'] as const;
export type ConfirmationResult = (typeof confirmationResults)[number];

// A used link is remembered a little longer than it works; past that it is refused as expired anyway.
const USED_LINK_MEMORY_MS = (LINK_VALIDITY_HOURS + 1) * 3_600_000;

function localeOf(url: URL): Locale {
  const lang = url.searchParams.get('lang') ?? '';
  return isLocale(lang) ? lang : routing.defaultLocale;
}

/**
 * `GET /api/newsletter/confirm?token=…&lang=…`, the link of confirmation emails sent before the confirmation
 * page existed: it leads to that page, which asks for the click. Following a link never subscribes anyone, since
 * mail scanners follow every link they see.
 */
export function confirmationPage(url: URL): string {
  const token = url.searchParams.get('token') ?? '';
  return getPathname({ locale: localeOf(url), href: { pathname: '/newsletter/confirm', query: { token } } });
}

/**
 * The address a confirmation link holds, subscribed once: a used link (named by its bytes, `link`) makes no second
 * call to the provider.
 */
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
  let locale = localeOf(url);
  let result: ConfirmationResult;
  if (!reading) result = 'failed';
  else if (!reading.ok) result = reading.reason;
  else {
    locale = reading.locale;
    result = await subscribeOnce(reading.link, reading.email);
  }
  return getPathname({ locale, href: { pathname: '/newsletter/[result]', params: { result } } });
}
