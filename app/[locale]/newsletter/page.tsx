import { getTranslations } from 'next-intl/server';
import { NewsletterSignup } from '@/components/blog/newsletter-signup';
import { PageIntro } from '@/components/page-intro';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { pageLocale } from '@/i18n/page-locale';
import { parseConfirmationResult } from '@/lib/newsletter/confirm';
import { LINK_VALIDITY_HOURS } from '@/lib/newsletter/token';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/newsletter');

/**
 * The newsletter's page: where a confirmation link lands (`?result=`, never the address or the token), and
 * the sign-up form, unless the visitor has just subscribed.
 */
export default async function NewsletterPage({ params, searchParams }: PageProps<'/[locale]/newsletter'>) {
  const locale = await pageLocale(params);
  const result = parseConfirmationResult((await searchParams).result);
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
