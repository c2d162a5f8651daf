import { Heading, Link, render, Section, Text } from '@react-email/components';
import { typographyOf } from '@/i18n/typography';
import { EmailLayout, emailStyles, plainText } from '@/lib/email/layout';
import type { OutgoingEmail } from '@/lib/email/send';
import { siteUrl } from '@/lib/env';
import { serverEnv } from '@/lib/server-env';
import { phoneHref, siteConfig } from '@/site.config';
import type { ContactSubmission } from '../schema';
import type { ContactTranslators } from '../texts';

/**
 * The visitor's acknowledgement (docs/behaviour/contact.md#emails): a greeting, what happens next and when, how to
 * reach the owner, and a closing with the owner's name, in the visitor's language and its typography, HTML and plain
 * text. It holds nothing the visitor typed, not even a name, so the form cannot be used to send words of one's own to
 * any address; a reply reaches the owner's public address.
 */
export async function acknowledgementEmail(
  { email, locale }: ContactSubmission,
  { acknowledgement: t }: ContactTranslators,
): Promise<OutgoingEmail> {
  const typeset = typographyOf(locale);
  const line = (key: Parameters<typeof t>[0], values?: Parameters<typeof t>[1]) => typeset(t(key, values));
  const footer = `${siteConfig.brand} · ${siteUrl}`;
  const html = await render(
    <EmailLayout lang={locale} preview={line('preview')} heading={line('heading')} footer={footer}>
      <Text style={emailStyles.text}>{line('greeting')}</Text>
      <Text style={emailStyles.text}>{line('intro', { site: siteConfig.brand })}</Text>
      <Heading as="h2" style={emailStyles.section}>
        {line('nextTitle')}
      </Heading>
      <ol style={emailStyles.text}>
        {(['read', 'reply', 'quote'] as const).map((step) => (
          <li key={step}>{line(`steps.${step}`)}</li>
        ))}
      </ol>
      <Text style={emailStyles.text}>{line('noCopy')}</Text>
      <Heading as="h2" style={emailStyles.section}>
        {line('contactTitle')}
      </Heading>
      <Section style={emailStyles.text}>
        <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link>
        <br />
        <Link href={phoneHref}>{siteConfig.phone}</Link>
        <br />
        <Link href={siteUrl}>{siteUrl}</Link>
      </Section>
      <Text style={emailStyles.text}>{line('notYou')}</Text>
      <Text style={emailStyles.text}>
        {line('closing')}
        <br />
        {line('signature', { owner: siteConfig.ownerName })}
      </Text>
    </EmailLayout>,
  );
  return {
    from: serverEnv.CONTACT_FROM_EMAIL,
    to: email,
    replyTo: siteConfig.email,
    subject: line('subject', { owner: siteConfig.ownerName }),
    html,
    text: plainText(html),
  };
}
