import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('AuthorPage', '/author');

export default async function AuthorPage({ params }: PageProps<'/[locale]/author'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AuthorPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
