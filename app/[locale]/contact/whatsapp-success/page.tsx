import { SuccessScreen } from '@/components/marketing/success-screen';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('WhatsappSuccessPage', '/contact/whatsapp-success');

export default async function WhatsappSuccessPage({ params }: PageProps<'/[locale]/contact/whatsapp-success'>) {
  await pageLocale(params);
  return <SuccessScreen type="whatsapp" />;
}
