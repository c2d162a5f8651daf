import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('AboutPage', '/about');

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
