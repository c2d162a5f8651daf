import { Feed } from 'feed';
import { getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { getPosts } from '@/lib/content';
import { categoryTitle } from '@/lib/content/categories';
import { feedUrl } from '@/lib/content/feed';
import { absoluteUrl } from '@/lib/seo/metadata';

export const revalidate = 3600;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The RSS 2.0 feed of one language, newest first: `/feed.xml` (English, through the locale rewrite) and `/fr/feed.xml`. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/feed.xml'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const [t, metadata, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getPosts(locale),
  ]);
  const link = absoluteUrl(locale, '/blog');
  const feed = new Feed({
    title: t('feedTitle', { site: metadata('siteName') }),
    description: t('feedDescription'),
    id: link,
    link,
    language: locale,
    feedLinks: { rss: feedUrl(locale) },
    copyright: '',
    updated: posts[0] && new Date(posts[0].publishedAt),
  });
  for (const post of posts) {
    const url = absoluteUrl(locale, { pathname: '/blog/[slug]', params: { slug: post.slug } });
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      date: new Date(post.publishedAt),
      category: post.categories.map((category) => ({ name: categoryTitle(category, locale) })),
    });
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
