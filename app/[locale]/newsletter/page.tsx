import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';
import { NewsletterPage } from './newsletter-page';

export const generateMetadata = metadataFor('/newsletter');

/** The newsletter's sign-up page, prerendered. */
export default async function NewsletterSignupPage({ params }: PageProps<'/[locale]/newsletter'>) {
  return <NewsletterPage locale={await pageLocale(params)} />;
}
