import { pageLocale } from '@/i18n/page-locale';
import { getBlogListing } from '@/lib/content/listing';
import { BlogSearchView, blogListMetadata } from '../../blog-list';

/**
 * `/blog?tag=…` or `?category=…` naming no tag or category a page was prerendered for (next.config's fallback
 * rewrites): "no articles found", prerendered once per language. In the browser the index still finds the
 * articles of a tag published since the last build.
 */
export const revalidate = 3600;

export function generateMetadata({ params }: PageProps<'/[locale]/blog/views/none'>) {
  return blogListMetadata(params, true);
}

export default async function BlogNoPostPage({ params }: PageProps<'/[locale]/blog/views/none'>) {
  const locale = await pageLocale(params);
  return <BlogSearchView locale={locale} listing={await getBlogListing(locale, {})} initially="no-post" />;
}
