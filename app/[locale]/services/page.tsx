import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('ServicesPage', '/services');

export default async function ServicesPage({ params }: PageProps<'/[locale]/services'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ServicesPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
