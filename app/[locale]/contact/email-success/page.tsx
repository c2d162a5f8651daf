import { parseEmailOutcome, SuccessScreen } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/contact/email-success');

/**
 * After a request sent by email; `?confirmation=unsent` when the visitor's acknowledgement could not be sent,
 * `?request=received` when the site keeps it until the email provider takes it.
 */
export default async function EmailSuccessPage({ params, searchParams }: PageProps<'/[locale]/contact/email-success'>) {
  await pageLocale(params);
  return <SuccessScreen type="email" outcome={parseEmailOutcome(await searchParams)} />;
}
