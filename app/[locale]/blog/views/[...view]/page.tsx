import { pageLocale } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';
import { singleFilterKeys } from '@/lib/content/listing';
import { BlogView, blogListMetadata } from '../../blog-list';

/**
 * The blog list's filtered views, prerendered per language, where proxy.ts and next.config's rewrites lead the list's
 * URLs with a query (docs/architecture.md#blog-search): `tag/<key>` and `category/<key>` for every tag and category in
 * use, `search` for a search or combined filters, `none` for a tag or category no view was prerendered for.
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
