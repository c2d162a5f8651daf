import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('PrivacyPage', '/privacy-policy');

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PrivacyPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
