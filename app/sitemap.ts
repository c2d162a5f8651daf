import type { MetadataRoute } from 'next';
import { noindexPaths, routing, type Pathname } from '@/i18n/routing';
import { getPosts, type PostCard } from '@/lib/content';
import { publishedTwin } from '@/lib/content/slug-map';
import { cityHref } from '@/lib/places/cities';
import { absoluteUrl, type Href } from '@/lib/seo/metadata';
import { siteConfig } from '@/site.config';

export const revalidate = 3600;

function entry(href: Href): MetadataRoute.Sitemap[number][] {
  const languages = Object.fromEntries(routing.locales.map((locale) => [locale, absoluteUrl(locale, href)]));
  return routing.locales.map((locale) => ({
    url: absoluteUrl(locale, href),
    alternates: { languages: { ...languages, 'x-default': languages[routing.defaultLocale] } },
  }));
}

const articleHref = (slug: string): Href => ({ pathname: '/blog/[slug]', params: { slug } });

/** Each article once, with its twin in the other language as hreflang alternate when that twin exists. */
function articleEntries(posts: readonly PostCard[]): MetadataRoute.Sitemap {
  return posts.map((post) => {
    const url = absoluteUrl(post.language, articleHref(post.slug));
    const twin = publishedTwin(post, posts);
    const languages = twin
      ? { [post.language]: url, [twin.language]: absoluteUrl(twin.language, articleHref(twin.slug)) }
      : { [post.language]: url };
    if (twin) languages['x-default'] = languages[routing.defaultLocale];
    return { url, lastModified: post.publishedAt, alternates: { languages } };
  });
}

/** Every indexable page in both languages with its hreflang twins (success and test pages excluded), and every article. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const staticPaths = (Object.keys(routing.pathnames) as Pathname[]).filter(
    (path) => !path.includes('[') && !noindexPaths.includes(path),
  ) as Exclude<Pathname, `${string}[${string}`>[];
  const cities = siteConfig.cities.map((city): Href => cityHref(city.slug));
  return [...[...staticPaths, ...cities].flatMap((href) => entry(href)), ...articleEntries(await getPosts(null))];
}
