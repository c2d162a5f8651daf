import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('CitiesPage', '/cities');

export default async function CitiesPage({ params }: PageProps<'/[locale]/cities'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'CitiesPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
