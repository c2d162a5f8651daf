import { Heading, Link, Section, Text } from '@react-email/components';
import { mapMessages } from '@/i18n/format';
import type { Locale } from '@/i18n/routing';
import { typographyOf } from '@/i18n/typography';
import { EmailLayout, emailStyles } from '@/lib/email/layout';
import { siteUrl } from '@/lib/env';
import { phoneHref, siteConfig } from '@/site.config';
import type { ContactTranslators } from '../texts';

type Content = ReturnType<typeof acknowledgementContent>;

const stepKeys = ['read', 'reply', 'quote'] as const;

/**
 * The visitor's acknowledgement: a greeting, what happens next and when, how to reach the owner, and a closing
 * with the owner's name, in the visitor's language and its typography. It holds nothing the visitor typed, not
 * even a name, so the form cannot be used to send words of one's own to any address
 * (docs/behaviour/contact.md#emails).
 */
export function acknowledgementContent({ acknowledgement: t }: ContactTranslators, locale: Locale) {
  return mapMessages(
    {
      subject: t('subject', { owner: siteConfig.ownerName }),
      preview: t('preview'),
      heading: t('heading'),
      greeting: t('greeting'),
      intro: t('intro', { site: siteConfig.brand }),
      nextTitle: t('nextTitle'),
      steps: stepKeys.map((key) => t(`steps.${key}`)),
      noCopy: t('noCopy'),
      contactTitle: t('contactTitle'),
      notYou: t('notYou'),
      closing: t('closing'),
      signature: t('signature', { owner: siteConfig.ownerName }),
      footer: `${siteConfig.brand} · ${siteUrl}`,
    },
    typographyOf(locale),
  );
}

export function acknowledgementText(content: Content): string {
  return [
    content.heading,
    '',
    content.greeting,
    '',
    content.intro,
    '',
    content.nextTitle.toUpperCase(),
    ...content.steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    content.noCopy,
    '',
    content.contactTitle.toUpperCase(),
    siteConfig.email,
    siteConfig.phone,
    siteUrl,
    '',
    content.notYou,
    '',
    content.closing,
    content.signature,
    '--',
    content.footer,
  ].join('\n');
}

export function AcknowledgementEmail({ locale, content }: { locale: Locale; content: Content }) {
  return (
    <EmailLayout lang={locale} preview={content.preview} heading={content.heading} footer={content.footer}>
      <Text style={emailStyles.text}>{content.greeting}</Text>
      <Text style={emailStyles.text}>{content.intro}</Text>
      <Heading as="h2" style={emailStyles.section}>
        {content.nextTitle}
      </Heading>
      <ol style={emailStyles.text}>
        {content.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Text style={emailStyles.text}>{content.noCopy}</Text>
      <Heading as="h2" style={emailStyles.section}>
        {content.contactTitle}
      </Heading>
      <Section style={emailStyles.text}>
        <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link>
        <br />
        <Link href={phoneHref}>{siteConfig.phone}</Link>
        <br />
        <Link href={siteUrl}>{siteUrl}</Link>
      </Section>
      <Text style={emailStyles.text}>{content.notYou}</Text>
      <Text style={emailStyles.text}>
        {content.closing}
        <br />
        {content.signature}
      </Text>
    </EmailLayout>
  );
}
