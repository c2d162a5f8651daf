import { SuccessScreen } from '@/components/marketing/success-screen';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('EmailSuccessPage', '/contact/email-success');

export default async function EmailSuccessPage({ params }: PageProps<'/[locale]/contact/email-success'>) {
  await pageLocale(params);
  return <SuccessScreen type="email" />;
}
