import type { MetadataRoute } from 'next';
import { noindexPaths, routing, type Locale, type Pathname } from '@/i18n/routing';
import { pageTwins, type ArticlePair } from '@/i18n/twins';
import { getArticlePairs, getPosts } from '@/lib/content';
import { cityHref } from '@/lib/places/cities';
import { absoluteUrl, hreflangLinks, type Href } from '@/lib/seo/metadata';
import { siteConfig } from '@/site.config';

export const revalidate = 3600;

/** A page in one language, with the same page in the other languages as hreflang alternates. */
function entry(locale: Locale, href: Href, articlePairs: readonly ArticlePair[]): MetadataRoute.Sitemap[number] {
  return { url: absoluteUrl(locale, href), alternates: { languages: hreflangLinks(locale, href, articlePairs) } };
}

/** Every indexable page in each language that has it (success and test pages excluded), and every article. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, articlePairs] = await Promise.all([getPosts(null), getArticlePairs()]);
  const staticPaths = (Object.keys(routing.pathnames) as Pathname[]).filter(
    (path) => !path.includes('[') && !noindexPaths.includes(path),
  ) as Exclude<Pathname, `${string}[${string}`>[];
  const cities = siteConfig.cities.map((city): Href => cityHref(city.slug));
  const pages = [...staticPaths, ...cities].flatMap((href) => {
    const twins = pageTwins(routing.defaultLocale, href, articlePairs);
    return routing.locales
      .filter((locale) => twins[locale].same)
      .map((locale) => entry(locale, twins[locale].href, articlePairs));
  });
  const articles = posts.map((post) => ({
    ...entry(post.language, { pathname: '/blog/[slug]', params: { slug: post.slug } }, articlePairs),
    lastModified: post.publishedAt,
  }));
  return [...pages, ...articles];
}
