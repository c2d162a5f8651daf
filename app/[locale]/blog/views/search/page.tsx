import { pageLocale } from '@/i18n/page-locale';
import { parseBlogFilters } from '@/lib/content/filters';
import { loadBlogListing } from '@/lib/content/listing';
import { BlogList, blogListMetadata } from '../../blog-list';

/**
 * `/blog?search=…` and any other filtered view that is not prerendered (filters combined, an unknown tag):
 * rendered per request, so nothing is stored for it; the content fetches stay cached.
 */
export function generateMetadata({ params }: PageProps<'/[locale]/blog/views/search'>) {
  return blogListMetadata(params, true);
}

export default async function BlogSearchPage({ params, searchParams }: PageProps<'/[locale]/blog/views/search'>) {
  const locale = await pageLocale(params);
  const requested = parseBlogFilters(await searchParams);
  return <BlogList locale={locale} requested={requested} listing={await loadBlogListing(locale, requested)} />;
}
