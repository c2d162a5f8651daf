import type { Metadata } from 'next';
import { routing, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';

/** The RSS feed of a language: `/feed.xml` and `/fr/feed.xml`. */
export function feedUrl(locale: Locale): string {
  return `${siteUrl}${locale === routing.defaultLocale ? '' : `/${locale}`}/feed.xml`;
}

/** Adds the language's feed to a page's `<head>` (metadata alternates replace the layout's, so each page adds it). */
export function withFeed(metadata: Metadata, locale: Locale, title: string): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url: feedUrl(locale), title }] } },
  };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]);

type FeedItem = { title: string; url: string; description: string; publishedAt: string; categories: string[] };

/** An RSS 2.0 document. */
export function renderRss({
  title,
  description,
  link,
  selfUrl,
  language,
  items,
}: {
  title: string;
  description: string;
  link: string;
  selfUrl: string;
  language: Locale;
  items: FeedItem[];
}): string {
  const lastBuild = items[0]?.publishedAt;
  const entries = items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <description>${escapeXml(item.description)}</description>
      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>
${item.categories.map((category) => `      <category>${escapeXml(category)}</category>`).join('\n')}
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(link)}</link>
    <description>${escapeXml(description)}</description>
    <language>${language}</language>
    <atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>
${lastBuild ? `    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>\n` : ''}${entries.join('\n')}
  </channel>
</rss>
`;
}
