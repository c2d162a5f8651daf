import type { Locale } from '@/i18n/routing';
import { getPostKeys } from './index';
import { keptReading } from './kept-reading';

const publishedSlugs = keptReading('the published articles', async () =>
  (await getPostKeys()).map(({ language, slug }) => `${language}:${slug}`),
);

/**
 * Whether an article is published in a language (proxy.ts), from every published slug kept in memory;
 * `undefined` while the content cannot be read at all.
 */
export const isPublishedArticle = (locale: Locale, slug: string) => publishedSlugs(`${locale}:${slug}`);
