import { SuccessScreen } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { variantParams, type VariantName } from '@/i18n/query-variants';
import { metadataFor } from '@/lib/seo/metadata';

/**
 * `/contact/email-success` in each of its versions (i18n/query-variants.ts): received (`?request=received`, kept until
 * the email provider takes it), without its acknowledgement (`?confirmation=unsent`), and sent for any other query,
 * each prerendered; no other name exists.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return variantParams('/contact/email-success');
}

export const generateMetadata = metadataFor('/contact/email-success');

export default async function EmailSuccessVariantPage({
  params,
}: PageProps<'/[locale]/contact/email-success/variants/[variant]'>) {
  await pageLocale(params);
  const { variant } = await params;
  return <SuccessScreen variant={variant as VariantName<'/contact/email-success'>} />;
}
