import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('BlogPage', '/blog');

export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'BlogPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
