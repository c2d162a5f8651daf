import { pageLocale } from '@/i18n/page-locale';
import { confirmationResults, type ConfirmationResult } from '@/lib/newsletter/confirm';
import { metadataFor } from '@/lib/seo/metadata';
import { NewsletterPage } from '../newsletter-page';

/** Where the confirmation button leads: one prerendered page per result; any other name is not found. */
export const dynamicParams = false;

export function generateStaticParams() {
  return confirmationResults.map((result) => ({ result }));
}

export const generateMetadata = metadataFor('/newsletter');

export default async function NewsletterResultPage({ params }: PageProps<'/[locale]/newsletter/[result]'>) {
  const locale = await pageLocale(params);
  const { result } = await params;
  return <NewsletterPage locale={locale} result={result as ConfirmationResult} />;
}
