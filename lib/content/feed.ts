import type { Metadata } from 'next';
import { withLocalePrefix } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';

/** The RSS feed of a language: `/feed.xml` and `/fr/feed.xml`. */
export const feedUrl = (locale: Locale) => siteUrl + withLocalePrefix(locale, '/feed.xml');

/** Adds the language's feed to a page's `<head>` (metadata alternates replace the layout's, so each page adds it). */
export function withFeed(metadata: Metadata, locale: Locale, title: string): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url: feedUrl(locale), title }] } },
  };
}
