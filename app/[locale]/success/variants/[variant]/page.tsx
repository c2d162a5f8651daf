import { SuccessScreen } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { variantParams, type VariantName } from '@/i18n/query-variants';
import { metadataFor } from '@/lib/seo/metadata';

/**
 * `/success` in each of its versions (i18n/query-variants.ts): the chat one (`?type=whatsapp`), the email one received
 * (`?request=received`) or without its acknowledgement (`?confirmation=unsent`), and the email one for any other query,
 * each prerendered; no other name exists.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return variantParams('/success');
}

export const generateMetadata = metadataFor('/success');

export default async function SuccessVariantPage({ params }: PageProps<'/[locale]/success/variants/[variant]'>) {
  await pageLocale(params);
  const { variant } = await params;
  return <SuccessScreen variant={variant as VariantName<'/success'>} />;
}
