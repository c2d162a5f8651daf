import { SuccessScreen } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/contact/whatsapp-success');

export default async function WhatsappSuccessPage({ params }: PageProps<'/[locale]/contact/whatsapp-success'>) {
  await pageLocale(params);
  return <SuccessScreen variant="whatsapp" />;
}
