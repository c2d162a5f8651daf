import { SuccessScreen, successVariantScreens } from '@/components/marketing/success-screen';
import { pageLocale } from '@/i18n/page-locale';
import { variantParams, type VariantName } from '@/i18n/query-variants';
import { metadataFor } from '@/lib/seo/metadata';

/** The versions of `/success` its query leads to (i18n/query-variants.ts), each prerendered; no other name exists. */
export const dynamicParams = false;

export function generateStaticParams() {
  return variantParams('/success');
}

export const generateMetadata = metadataFor('/success');

export default async function SuccessVariantPage({ params }: PageProps<'/[locale]/success/variants/[variant]'>) {
  await pageLocale(params);
  const { variant } = await params;
  return <SuccessScreen {...successVariantScreens[variant as VariantName<'/success'>]} />;
}
