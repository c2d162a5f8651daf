import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('PortfolioPage', '/portfolio');

export default async function PortfolioPage({ params }: PageProps<'/[locale]/portfolio'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PortfolioPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
