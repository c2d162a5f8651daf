import 'server-only';
import { Button, render, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mapMessages } from '@/i18n/format';
import { getPathname } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { typographyOf } from '@/i18n/typography';
import { EmailLayout, emailStyles } from '@/lib/email/layout';
import { sendEmail } from '@/lib/email/send';
import { normalisedAddress, sendToVisitor } from '@/lib/email/visitor-mail';
import { siteUrl } from '@/lib/env';
import { emailAddress, firstErrors, localeField } from '@/lib/http/form-fields';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { waitMinutes } from '@/lib/http/rate-rules';
import { formRoute, honeypotFilled, noStoreJson as json } from '@/lib/http/request-guards';
import { serverEnv, siteSecret } from '@/lib/server-env';
import { siteConfig } from '@/site.config';
import { contactTranslators } from '@/lib/contact/texts';
import { confirmationLinkName, createConfirmationToken, LINK_VALIDITY_HOURS } from './token';

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
 * `POST /api/newsletter` `{ email, locale }`: the first half of the double opt-in. The address is stored nowhere: it
 * travels, sealed, in the link of a confirmation email, and reaches the newsletter's list only when the page of that
 * link is confirmed (lib/newsletter/confirm.ts). Same guards, limits and answers as the contact form; one
 * confirmation per mailbox a day at most (lib/email/visitor-mail.ts).
 */
export const handleNewsletterSignup = formRoute('newsletter', maxBodyBytes, {
  translators: contactTranslators,
  limited: (t, retryAfterMs) => ({ error: t.newsletter('rateLimited', { minutes: waitMinutes(retryAfterMs) }) }),
  failed: (t) => t.newsletter('failed'),
  answer: async ({ body, t }) => {
    const signup = signupSchema.safeParse(body);
    if (!signup.success) {
      const code = firstErrors(signup.error, ['emailRequired', 'emailInvalid'] as const).email;
      return json({ ok: false, error: t.errors(code ?? 'invalidRequest') }, 400);
    }

    // A bot filled the hidden field: the answer a sent confirmation gets, after the same checks, and nothing sent.
    if (honeypotFilled(body)) return json({ ok: true }, 200);

    const secret = siteSecret();
    const outcome = secret ? await sendConfirmation(signup.data.email, signup.data.locale, secret) : 'failed';
    // Past the site's hourly budget the visitor is told to come back; a limit on their own mailbox answers as sent.
    if (outcome === 'busy') return json({ ok: false, error: t.newsletter('busy') }, 503, { 'Retry-After': '3600' });
    if (outcome === 'failed') return json({ ok: false, error: t.newsletter('failed') }, 502);
    return json({ ok: true }, 200);
  },
});

/**
 * The double opt-in email, in the reader's language and its typography: one link to confirm (the confirmation page,
 * which asks for a click, so a mail scanner that follows it subscribes nobody), how long it works, and what happens
 * without a click. The same request within the hour seals the same link: the same email, sent once.
 */
async function sendConfirmation(email: string, locale: Locale, secret: string) {
  const { newsletterEmail: t } = await contactTranslators(locale);
  const token = createConfirmationToken({ email, locale }, secret);
  const link = siteUrl + getPathname({ locale, href: { pathname: '/newsletter/confirm', query: { token } } });
  const texts = mapMessages(
    {
      subject: t('subject', { site: siteConfig.brand }),
      preview: t('preview', { hours: LINK_VALIDITY_HOURS }),
      heading: t('heading'),
      intro: t('intro', { site: siteConfig.brand }),
      button: t('button'),
      linkLine: t('linkLine', { button: t('button'), link }),
      expiry: t('expiry', { hours: LINK_VALIDITY_HOURS }),
      unsubscribe: t('unsubscribe'),
      footer: `${siteConfig.brand} · ${siteConfig.email} · ${siteUrl}`,
    },
    typographyOf(locale),
  );
  const { heading, intro, linkLine, expiry, unsubscribe, footer } = texts;
  const html = await render(
    <EmailLayout lang={locale} preview={texts.preview} heading={heading} footer={footer}>
      <Text style={emailStyles.text}>{intro}</Text>
      <Section style={{ margin: '24px 0' }}>
        <Button href={link} style={emailStyles.button}>
          {texts.button}
        </Button>
      </Section>
      <Text style={emailStyles.text}>{expiry}</Text>
      <Text style={emailStyles.text}>{unsubscribe}</Text>
    </EmailLayout>,
  );
  const text = [heading, '', intro, '', linkLine, '', expiry, '', unsubscribe, '', '--', footer].join('\n');
  const message = { from: serverEnv.CONTACT_FROM_EMAIL, to: email, subject: texts.subject, html, text };
  return sendToVisitor('newsletter-confirmation', email, () =>
    sendEmail(message, `newsletter-${confirmationLinkName(token)}`),
  );
}
