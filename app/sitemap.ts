import type { MetadataRoute } from 'next';
import { indexablePages } from '@/lib/seo/indexable-pages';
import { absoluteUrl, hreflangLinks } from '@/lib/seo/metadata';

export const revalidate = 3600;

/** Every indexable page in each language that has it, with the same page in the other languages as hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { pages, articlePairs } = await indexablePages();
  return pages.map(({ locale, href, lastModified }) => ({
    url: absoluteUrl(locale, href),
    alternates: { languages: hreflangLinks(locale, href, articlePairs) },
    ...(lastModified ? { lastModified } : {}),
  }));
}
