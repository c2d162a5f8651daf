import { Button, Section, Text } from '@react-email/components';
import { mapMessages } from '@/i18n/format';
import type { Locale } from '@/i18n/routing';
import { typographyOf } from '@/i18n/typography';
import { EmailLayout, emailStyles } from '@/lib/email/layout';
import { siteUrl } from '@/lib/env';
import { siteConfig } from '@/site.config';
import type { NewsletterTranslators } from './texts';
import { LINK_VALIDITY_HOURS } from './token';

type Content = ReturnType<typeof confirmationContent>;

/**
 * The double opt-in email: one link to confirm, how long it works, and what happens without a click, in the
 * reader's language and its typography.
 */
export function confirmationContent({ email: t }: NewsletterTranslators, link: string, locale: Locale) {
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
  return { ...texts, link };
}

export function confirmationText(content: Content): string {
  return [
    content.heading,
    '',
    content.intro,
    '',
    content.linkLine,
    '',
    content.expiry,
    '',
    content.unsubscribe,
    '',
    '--',
    content.footer,
  ].join('\n');
}

export function ConfirmationEmail({ locale, content }: { locale: Locale; content: Content }) {
  return (
    <EmailLayout lang={locale} preview={content.preview} heading={content.heading} footer={content.footer}>
      <Text style={emailStyles.text}>{content.intro}</Text>
      <Section style={{ margin: '24px 0' }}>
        <Button href={content.link} style={emailStyles.button}>
          {content.button}
        </Button>
      </Section>
      <Text style={emailStyles.text}>{content.expiry}</Text>
      <Text style={emailStyles.text}>{content.unsubscribe}</Text>
    </EmailLayout>
  );
}
