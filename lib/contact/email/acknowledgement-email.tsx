import { Heading, Link, render, Section, Text } from '@react-email/components';
import { mapMessages } from '@/i18n/format';
import { typographyOf } from '@/i18n/typography';
import { EmailLayout, emailStyles } from '@/lib/email/layout';
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
  const content = mapMessages(
    {
      subject: t('subject', { owner: siteConfig.ownerName }),
      preview: t('preview'),
      heading: t('heading'),
      greeting: t('greeting'),
      intro: t('intro', { site: siteConfig.brand }),
      nextTitle: t('nextTitle'),
      steps: (['read', 'reply', 'quote'] as const).map((key) => t(`steps.${key}`)),
      noCopy: t('noCopy'),
      contactTitle: t('contactTitle'),
      notYou: t('notYou'),
      closing: t('closing'),
      signature: t('signature', { owner: siteConfig.ownerName }),
      footer: `${siteConfig.brand} · ${siteUrl}`,
    },
    typographyOf(locale),
  );
  const { heading, greeting, intro, nextTitle, steps, noCopy, contactTitle, notYou, closing, signature } = content;
  const html = await render(
    <EmailLayout lang={locale} preview={content.preview} heading={heading} footer={content.footer}>
      <Text style={emailStyles.text}>{greeting}</Text>
      <Text style={emailStyles.text}>{intro}</Text>
      <Heading as="h2" style={emailStyles.section}>
        {nextTitle}
      </Heading>
      <ol style={emailStyles.text}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Text style={emailStyles.text}>{noCopy}</Text>
      <Heading as="h2" style={emailStyles.section}>
        {contactTitle}
      </Heading>
      <Section style={emailStyles.text}>
        <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link>
        <br />
        <Link href={phoneHref}>{siteConfig.phone}</Link>
        <br />
        <Link href={siteUrl}>{siteUrl}</Link>
      </Section>
      <Text style={emailStyles.text}>{notYou}</Text>
      <Text style={emailStyles.text}>
        {closing}
        <br />
        {signature}
      </Text>
    </EmailLayout>,
  );
  const text = [
    ...[heading, greeting, intro].flatMap((line) => [line, '']),
    nextTitle.toUpperCase(),
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    noCopy,
    '',
    contactTitle.toUpperCase(),
    siteConfig.email,
    siteConfig.phone,
    siteUrl,
    '',
    notYou,
    '',
    closing,
    signature,
    '--',
    content.footer,
  ].join('\n');
  const { subject } = content;
  return { from: serverEnv.CONTACT_FROM_EMAIL, to: email, replyTo: siteConfig.email, subject, html, text };
}
