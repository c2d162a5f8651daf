import { getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { getPosts } from '@/lib/content';
import { categoryTitle } from '@/lib/content/categories';
import { feedUrl, renderRss } from '@/lib/content/feed';
import { absoluteUrl } from '@/lib/seo/metadata';

export const revalidate = 3600;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The RSS feed of one language: `/feed.xml` (English, through the locale rewrite) and `/fr/feed.xml`. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/feed.xml'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const [t, metadata, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getPosts(locale),
  ]);
  const xml = renderRss({
    title: t('feedTitle', { site: metadata('siteName') }),
    description: t('feedDescription'),
    link: absoluteUrl(locale, '/blog'),
    selfUrl: feedUrl(locale),
    language: locale,
    items: posts.map((post) => ({
      title: post.title,
      url: absoluteUrl(locale, { pathname: '/blog/[slug]', params: { slug: post.slug } }),
      description: post.excerpt,
      publishedAt: post.publishedAt,
      categories: post.categories.map((category) => categoryTitle(category, locale)),
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
