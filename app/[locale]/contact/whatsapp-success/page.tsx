import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('WhatsappSuccessPage', '/contact/whatsapp-success');

export default async function WhatsappSuccessPage({ params }: PageProps<'/[locale]/contact/whatsapp-success'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'WhatsappSuccessPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
