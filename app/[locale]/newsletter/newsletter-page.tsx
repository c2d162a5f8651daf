import { getTranslations } from 'next-intl/server';
import { NewsletterSignup } from '@/components/blog/newsletter-signup';
import { PageIntro } from '@/components/page-intro';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import type { Locale } from '@/i18n/routing';
import type { ConfirmationResult } from '@/lib/newsletter/confirm';
import { LINK_VALIDITY_HOURS } from '@/lib/newsletter/token';

/**
 * The newsletter's page: the sign-up form, and after the confirmation button, what it did (each result is a
 * prerendered page of its own, never the address or the token); the form is left out once subscribed.
 */
export async function NewsletterPage({ locale, result }: { locale: Locale; result?: ConfirmationResult }) {
  const t = await getTranslations({ locale, namespace: 'NewsletterPage' });
  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-20">
        {result ? (
          <Card padding="lg" role="status" data-newsletter-result={result}>
            <h2 className="text-2xl font-bold text-ink">{t(`results.${result}.title`)}</h2>
            <p className="mt-3 text-muted">{t(`results.${result}.text`, { hours: LINK_VALIDITY_HOURS })}</p>
            {result === 'subscribed' ? (
              <ButtonLink href="/blog" className="mt-6">
                {t('backToBlog')}
              </ButtonLink>
            ) : null}
          </Card>
        ) : null}
        {result === 'subscribed' ? null : <NewsletterSignup locale={locale} />}
      </div>
    </>
  );
}
