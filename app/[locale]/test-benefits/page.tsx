import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('TestBenefitsPage', '/test-benefits');

export default async function TestBenefitsPage({ params }: PageProps<'/[locale]/test-benefits'>) {
  const locale = await pageLocale(params);
  if (locale !== 'en') notFound();
  const t = await getTranslations({ locale, namespace: 'TestBenefitsPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
