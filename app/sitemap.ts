import type { MetadataRoute } from 'next';
import { noindexPaths, routing, type Pathname } from '@/i18n/routing';
import { absoluteUrl, type Href } from '@/lib/seo/metadata';
import { siteConfig } from '@/site.config';

function entry(href: Href): MetadataRoute.Sitemap[number][] {
  const languages = Object.fromEntries(routing.locales.map((locale) => [locale, absoluteUrl(locale, href)]));
  return routing.locales.map((locale) => ({
    url: absoluteUrl(locale, href),
    alternates: { languages: { ...languages, 'x-default': languages[routing.defaultLocale] } },
  }));
}

/** Every indexable page in both languages with its hreflang twins (success and test pages excluded). */
export default function sitemap(): MetadataRoute.Sitemap {
  const staticPaths = (Object.keys(routing.pathnames) as Pathname[]).filter(
    (path) => !path.includes('[') && !noindexPaths.includes(path),
  ) as Exclude<Pathname, `${string}[${string}`>[];
  const cities = siteConfig.cities.map(
    (city): Href => ({ pathname: '/web-developer/[city]', params: { city: city.slug } }),
  );
  return [...staticPaths, ...cities].flatMap((href) => entry(href));
}
