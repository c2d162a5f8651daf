import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('LegalPage', '/legal-mentions');

export default async function LegalMentionsPage({ params }: PageProps<'/[locale]/legal-mentions'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'LegalPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
