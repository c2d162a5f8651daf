import { isLocale } from '@/i18n/routing';
import { getPost } from '@/lib/content';
import { indexablePages } from '@/lib/seo/indexable-pages';
import { articleSearchText } from '@/lib/seo/page-title';
import { noShareCard, shareCard } from '@/lib/seo/share-card';

/**
 * Made at build for every article of the sitemap, and on its first share for one published since (its page is
 * too): proxy.ts answers the slugs of no published article with the not-found page before this runs, so an
 * unknown one stores nothing. It follows the article's title when the title changes.
 */
export const revalidate = 3600;

// A route handler has no layout above it: it names the locale of each of its pages itself.
export async function generateStaticParams() {
  return (await indexablePages()).pages.flatMap(({ locale, href }) =>
    typeof href !== 'string' && href.pathname === '/blog/[slug]' ? [{ locale, slug: href.params.slug }] : [],
  );
}

/** An article's generated picture: `/og/blog/x` for `/blog/x`, `/fr/og/blog/y` for `/fr/blog/y`. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/og/blog/[slug]'>) {
  const { locale, slug } = await params;
  const post = isLocale(locale) ? await getPost(slug, locale) : null;
  // An article kept out of search shares the home page's picture, as every such page does.
  return post && !post.noindex ? shareCard({ title: articleSearchText(post).title }) : noShareCard();
}
