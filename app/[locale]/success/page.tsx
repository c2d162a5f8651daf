import { SuccessScreen } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/success');

/**
 * Confirmation after contact, prerendered: the email version for any query but those of its other versions
 * (`?type=whatsapp`, `?request=received`, `?confirmation=unsent`), which static rewrites lead to `./variants`.
 */
export default async function SuccessPage({ params }: PageProps<'/[locale]/success'>) {
  await pageLocale(params);
  return <SuccessScreen type="email" />;
}
