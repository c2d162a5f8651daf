import { SuccessScreen } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('EmailSuccessPage', '/contact/email-success');

export default async function EmailSuccessPage({ params }: PageProps<'/[locale]/contact/email-success'>) {
  await pageLocale(params);
  return <SuccessScreen type="email" />;
}
