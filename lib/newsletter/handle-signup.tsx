import 'server-only';
import { render } from '@react-email/components';
import { z } from 'zod';
import { getPathname } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { clientKey } from '@/lib/http/client-key';
import { emailAddress, firstErrors, localeField } from '@/lib/http/form-fields';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { formRateRule, waitMinutes } from '@/lib/http/rate-rules';
import {
  acceptJsonPost,
  honeypotFilled,
  noStoreJson as json,
  parseJson,
  requestedLocale,
} from '@/lib/http/request-guards';
import { headerSafe, sendEmail } from '@/lib/email/send';
import { normalisedAddress, sendToVisitor } from '@/lib/email/visitor-mail';
import { siteUrl } from '@/lib/env';
import { rateLimit } from '@/lib/rate-limit';
import { serverEnv } from '@/lib/server-env';
import { ConfirmationEmail, confirmationContent, confirmationText } from './confirmation-email';
import { siteSecret } from '@/lib/server-env';
import { newsletterTranslators } from './texts';
import { confirmationLinkName, createConfirmationToken } from './token';

/**
 * An address and a language: a kilobyte is plenty.
 * @public named in docs/behaviour/constants.md
 */
export const maxBodyBytes = 1024;

const signupSchema = z.object({
  // One mailbox, one link: `Jeanne@Example.fr` and `jeanne@example.fr` seal the same token and send one email.
  email: emailAddress.transform(normalisedAddress),
  locale: localeField,
  [HONEYPOT_FIELD]: z.string().optional(),
});

/**
 * The link of the confirmation email: the confirmation page in the visitor's language, with the sealed address
 * and nothing else in its query. The page asks for a click, so a mail scanner that follows it subscribes nobody.
 */
function confirmationLink(token: string, locale: Locale): string {
  return siteUrl + getPathname({ locale, href: { pathname: '/newsletter/confirm', query: { token } } });
}

/**
 * `POST /api/newsletter` `{ email, locale }`: the first half of the double opt-in. The address is stored
 * nowhere: it travels, sealed, in the link of a confirmation email, and reaches the newsletter's list only
 * when the page of that link is confirmed (app/api/newsletter/confirm). Same guards, limits and answers as the
 * contact form; one confirmation per address a day at most (lib/email/visitor-mail.ts).
 */
export async function handleNewsletterSignup(request: Request): Promise<Response> {
  try {
    return await answer(request);
  } catch (error) {
    console.error('[newsletter] unexpected failure', error);
    return json({ ok: false, error: (await newsletterTranslators(routing.defaultLocale)).signup('failed') }, 502);
  }
}

/** Every check in order, the cheap ones first, then the email. */
async function answer(request: Request): Promise<Response> {
  const { raw, refusal } = await acceptJsonPost(request, maxBodyBytes);
  if (refusal) return refusal;

  const body = parseJson(raw)?.body;
  const t = await newsletterTranslators(requestedLocale(body));

  // The rule of every form, in a window of its own: 5 sign-ups per client in 15 minutes, shared through Redis.
  const decision = await rateLimit('newsletter', clientKey(request), formRateRule);
  if (!decision.allowed) {
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    const minutes = waitMinutes(decision.retryAfterMs);
    return json({ ok: false, error: t.signup('rateLimited', { minutes }) }, 429, { 'Retry-After': String(seconds) });
  }

  const signup = signupSchema.safeParse(body);
  if (!signup.success) {
    const code = firstErrors(signup.error, ['emailRequired', 'emailInvalid'] as const).email;
    return json({ ok: false, error: t.errors(code ?? 'invalidRequest') }, 400);
  }

  // A bot filled the hidden field: the answer a sent confirmation gets, after the same checks, and nothing sent.
  if (honeypotFilled(body)) return json({ ok: true }, 200);

  const { email, locale } = signup.data;
  const secret = siteSecret();
  const outcome = secret ? await sendConfirmation(email, locale, secret) : 'failed';
  // Past the site's hourly budget the visitor is told to come back; a limit on their own mailbox answers as sent.
  if (outcome === 'busy') return json({ ok: false, error: t.signup('busy') }, 503, { 'Retry-After': '3600' });
  if (outcome === 'failed') return json({ ok: false, error: t.signup('failed') }, 502);
  return json({ ok: true }, 200);
}

async function sendConfirmation(email: string, locale: Locale, secret: string) {
  const translators = await newsletterTranslators(locale);
  const token = createConfirmationToken({ email, locale }, secret);
  const content = confirmationContent(translators, confirmationLink(token, locale), locale);
  // The same request within the hour seals the same link: the same email, sent once.
  const key = `newsletter-${confirmationLinkName(token)}`;
  return sendToVisitor('newsletter-confirmation', email, async () =>
    sendEmail(
      {
        from: serverEnv.CONTACT_FROM_EMAIL,
        to: email,
        subject: headerSafe(content.subject),
        html: await render(<ConfirmationEmail locale={locale} content={content} />),
        text: confirmationText(content),
      },
      key,
    ),
  );
}
