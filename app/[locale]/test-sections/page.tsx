import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('TestSectionsPage', '/test-sections');

export default async function TestSectionsPage({ params }: PageProps<'/[locale]/test-sections'>) {
  const locale = await pageLocale(params);
  if (locale !== 'en') notFound();
  const t = await getTranslations({ locale, namespace: 'TestSectionsPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
