import { parseSuccessType, SuccessScreen } from '@/components/marketing/success-screen';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('SuccessPage', '/success');

/** Confirmation after contact; `?type=whatsapp` shows the chat variant, anything else the email one. */
export default async function SuccessPage({ params, searchParams }: PageProps<'/[locale]/success'>) {
  await pageLocale(params);
  return <SuccessScreen type={parseSuccessType((await searchParams).type)} />;
}
