import 'server-only';
import { getPathname } from '@/i18n/paths';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { addSubscriber, sealingSecret } from './subscribers';
import { readConfirmationToken } from './token';

/** What following a confirmation link did, as the newsletter page tells it (`?result=`). */
const confirmationResults = ['subscribed', 'expired', 'invalid', 'failed'] as const;
export type ConfirmationResult = (typeof confirmationResults)[number];

/**
 * `GET /api/newsletter/confirm?token=…&lang=…`: the second half of the double opt-in. A valid, unexpired
 * link adds its address to the newsletter (again: harmless); then the visitor is sent to the newsletter
 * page in their language, whose URL says only the result, so the token never reaches an analytics tag.
 */
export async function confirmFromLink(url: URL): Promise<string> {
  const token = url.searchParams.get('token') ?? '';
  const lang = url.searchParams.get('lang') ?? '';
  const secret = sealingSecret();
  const reading = secret ? readConfirmationToken(token, secret) : undefined;
  let result: ConfirmationResult;
  let locale: Locale = isLocale(lang) ? lang : routing.defaultLocale;
  if (!reading) result = 'failed';
  else if (!reading.ok) result = reading.reason;
  else {
    locale = reading.locale;
    result = (await addSubscriber(reading.email)) ? 'subscribed' : 'failed';
  }
  return getPathname({ locale, href: { pathname: '/newsletter', query: { result } } });
}

export function parseConfirmationResult(value: string | string[] | undefined): ConfirmationResult | undefined {
  return confirmationResults.find((result) => result === value);
}
