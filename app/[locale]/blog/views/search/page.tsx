import { pageLocale } from '@/i18n/page-locale';
import { getBlogListing } from '@/lib/content/listing';
import { BlogSearchView, blogListMetadata } from '../../blog-list';

/**
 * `/blog?search=…` and combined filters (proxy.ts rewrites them here): one prerendered page per language for
 * every query, whose results the browser finds in the prerendered index. A search costs what a static page costs.
 */
export const revalidate = 3600;

export function generateMetadata({ params }: PageProps<'/[locale]/blog/views/search'>) {
  return blogListMetadata(params, true);
}

export default async function BlogSearchPage({ params }: PageProps<'/[locale]/blog/views/search'>) {
  const locale = await pageLocale(params);
  // A failure of the content service throws, so Next keeps serving the last good view.
  return <BlogSearchView locale={locale} listing={await getBlogListing(locale, {})} initially="every-post" />;
}
