import { noindexPaths, routing, type Locale, type Pathname } from '@/i18n/routing';
import { pageTwins, type ArticlePair } from '@/i18n/twins';
import { getArticlePairs, getPosts } from '@/lib/content';
import { cityHref } from '@/lib/places/cities';
import { siteConfig } from '@/site.config';
import type { Href } from './metadata';

export type IndexablePage = { locale: Locale; href: Href; lastModified?: string };

/**
 * Every page search engines may list, in each language that has it (success and test pages excluded), and
 * every article not kept out of search by its own switch: the sitemap, and the pages with a share image. The
 * article pairs it read come with them, for the sitemap's language alternates.
 */
export async function indexablePages(): Promise<{ pages: IndexablePage[]; articlePairs: ArticlePair[] }> {
  const [posts, articlePairs] = await Promise.all([getPosts(null), getArticlePairs()]);
  const staticPaths = (Object.keys(routing.pathnames) as Pathname[]).filter(
    (path) => !path.includes('[') && !noindexPaths.includes(path),
  ) as Exclude<Pathname, `${string}[${string}`>[];
  const cities = siteConfig.cities.map((city): Href => cityHref(city.slug));
  const pages = [...staticPaths, ...cities].flatMap((href) => {
    const twins = pageTwins(routing.defaultLocale, href, articlePairs);
    return routing.locales
      .filter((locale) => twins[locale].same)
      .map((locale): IndexablePage => ({ locale, href: twins[locale].href }));
  });
  const articles = posts
    .filter((post) => !post.noindex)
    .map((post): IndexablePage => ({
      locale: post.language,
      href: { pathname: '/blog/[slug]', params: { slug: post.slug } },
      lastModified: post.publishedAt,
    }));
  return { pages: [...pages, ...articles], articlePairs };
}
