import { notFound } from 'next/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';
import { getBlogListing, singleFilterKeys } from '@/lib/content/listing';
import { BlogList, blogListMetadata } from '../../../blog-list';

/**
 * `/blog?tag=seo`, `/blog?tag=SÉO` and `/blog?category=web-development`: the list filtered by one tag or one
 * category, prerendered once per key for every tag and category in use. proxy.ts rewrites those URLs here;
 * any other key (an unknown filter, or a tag published after the build) falls back to views/none
 * (next.config's fallback rewrites), prerendered too.
 */
export const revalidate = 3600;
export const dynamicParams = false;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return isLocale(params.locale) ? singleFilterKeys(params.locale) : [];
}

export function generateMetadata({ params }: PageProps<'/[locale]/blog/views/[filter]/[key]'>) {
  return blogListMetadata(params, true);
}

export default async function FilteredBlogPage({ params }: PageProps<'/[locale]/blog/views/[filter]/[key]'>) {
  const locale = await pageLocale(params);
  const { filter, key } = await params;
  if (filter !== 'tag' && filter !== 'category') notFound();
  const filters = { [filter]: key };
  // A failure of the content service throws, so Next keeps serving the last good view.
  return <BlogList locale={locale} listing={await getBlogListing(locale, filters)} />;
}
