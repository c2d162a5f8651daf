import { parseAcknowledged, SuccessScreen } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/contact/email-success');

/** After a request sent by email; `?confirmation=unsent` when the visitor's acknowledgement could not be sent. */
export default async function EmailSuccessPage({ params, searchParams }: PageProps<'/[locale]/contact/email-success'>) {
  await pageLocale(params);
  return <SuccessScreen type="email" acknowledged={parseAcknowledged((await searchParams).confirmation)} />;
}
