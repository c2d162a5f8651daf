import { pageLocale } from '@/i18n/page-locale';
import { getBlogListing } from '@/lib/content/listing';
import { BlogList, blogListMetadata } from './blog-list';

// Prerendered, refreshed in the background (and on the content webhook). A filtered or searched URL
// (`/blog?tag=seo`) is answered by a page under views/, where proxy.ts rewrites it.
export const revalidate = 3600;

export function generateMetadata({ params }: PageProps<'/[locale]/blog'>) {
  return blogListMetadata(params, false);
}

export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await pageLocale(params);
  // A failure of the content service throws, so Next keeps serving the last good list.
  return <BlogList locale={locale} listing={await getBlogListing(locale, {})} />;
}
