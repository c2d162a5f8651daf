import { SuccessScreen, successVariantScreens } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { variantParams, type VariantName } from '@/i18n/query-variants';
import { metadataFor } from '@/lib/seo/metadata';

/** The versions of `/contact/email-success` its query leads to (i18n/query-variants.ts), each prerendered. */
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
  return <SuccessScreen {...successVariantScreens[variant as VariantName<'/contact/email-success'>]} />;
}
