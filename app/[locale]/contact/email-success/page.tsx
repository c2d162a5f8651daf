import { SuccessScreen } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/contact/email-success');

/**
 * After a request sent by email, prerendered; `?confirmation=unsent` (the visitor's acknowledgement could not be sent)
 * and `?request=received` (the site keeps it until the email provider takes it) lead to `./variants`.
 */
export default async function EmailSuccessPage({ params }: PageProps<'/[locale]/contact/email-success'>) {
  await pageLocale(params);
  return <SuccessScreen type="email" />;
}
