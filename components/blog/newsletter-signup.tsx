import { getTranslations } from 'next-intl/server';
import { pageLink } from '@/components/legal/legal-section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/i18n/routing';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { LINK_VALIDITY_HOURS } from '@/lib/newsletter/token';
import { NewsletterForm } from './newsletter-form';

/**
 * The blog newsletter's sign-up block (docs/behaviour/content.md#newsletter-sign-up), with what is kept and where to
 * read more.
 */
export async function NewsletterSignup({ locale }: { locale: Locale }) {
  const [t, fields] = await Promise.all([
    getTranslations({ locale, namespace: 'Newsletter' }),
    getTranslations({ locale, namespace: 'ContactFunnel.fields' }),
  ]);
  return (
    <section
      aria-labelledby="newsletter-title"
      data-section="newsletter"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-10"
    >
      <SectionHeading id="newsletter-title" size="sub" eyebrow={t('eyebrow')} intro={t('intro')}>
        {t('title')}
      </SectionHeading>
      <NewsletterForm
        locale={locale}
        texts={{
          label: t('emailLabel'),
          placeholder: t('emailPlaceholder'),
          submit: t('submit'),
          sending: t('sending'),
          sent: t('sent', { hours: LINK_VALIDITY_HOURS }),
          failed: t('failed'),
          honeypot: fields(HONEYPOT_FIELD),
        }}
      />
      <p className="mt-4 text-sm text-muted">{t.rich('privacy', { privacy: pageLink('/privacy-policy') })}</p>
    </section>
  );
}
