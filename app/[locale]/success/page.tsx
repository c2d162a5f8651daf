import { parseEmailOutcome, parseSuccessType, SuccessScreen } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/success');

/**
 * Confirmation after contact; `?type=whatsapp` shows the chat variant, anything else the email one (with
 * `?confirmation=unsent` or `?request=received`, as on the email success page).
 */
export default async function SuccessPage({ params, searchParams }: PageProps<'/[locale]/success'>) {
  await pageLocale(params);
  const query = await searchParams;
  return <SuccessScreen type={parseSuccessType(query.type)} outcome={parseEmailOutcome(query)} />;
}
