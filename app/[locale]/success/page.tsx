import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('SuccessPage', '/success');

export default async function SuccessPage({ params }: PageProps<'/[locale]/success'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SuccessPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
