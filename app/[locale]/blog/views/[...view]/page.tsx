import { pageLocale } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';
import { singleFilterKeys } from '@/lib/content/listing';
import { BlogView, blogListMetadata } from '../../blog-list';

/**
 * The blog list's filtered views, prerendered per language (proxy.ts and the rewrites of next.config lead the list's
 * URLs here; these paths are no public URLs):
 * - `tag/<key>`, `category/<key>`: `/blog?tag=seo`, `?tag=SÉO`, `?category=web-development`, one view per key of every
 *   tag and category in use;
 * - `search`: `/blog?search=…` and combined filters, one view for every query, whose results the browser finds;
 * - `none`: a tag or category no view was prerendered for, "no articles found" (though the browser still finds the
 *   articles of a tag published since the last build).
 */
export const revalidate = 3600;
export const dynamicParams = false;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const keys = isLocale(params.locale) ? await singleFilterKeys(params.locale) : [];
  return [['search'], ['none'], ...keys.map(({ filter, key }) => [filter, key])].map((view) => ({ view }));
}

export function generateMetadata({ params }: PageProps<'/[locale]/blog/views/[...view]'>) {
  return blogListMetadata(params, true);
}

export default async function BlogViewPage({ params }: PageProps<'/[locale]/blog/views/[...view]'>) {
  const locale = await pageLocale(params);
  const [filter, key] = (await params).view;
  if (key) return <BlogView locale={locale} filters={{ [filter]: key }} />;
  return <BlogView locale={locale} searched={filter === 'none' ? 'no-post' : 'every-post'} />;
}
