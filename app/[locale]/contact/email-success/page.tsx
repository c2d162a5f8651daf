import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('EmailSuccessPage', '/contact/email-success');

export default async function EmailSuccessPage({ params }: PageProps<'/[locale]/contact/email-success'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'EmailSuccessPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
