import type { Locale } from '@/i18n/routing';
import { keptReading } from './kept-reading';
import { allSlugsQuery } from './queries';
import { parseEach, postKeySchema } from './schemas';
import { runQuery } from './source';

/** `en:my-article`: one set for every language. */
const key = (locale: Locale, slug: string) => `${locale}:${slug}`;

const publishedSlugs = keptReading('the published articles', async () => {
  const posts = parseEach(postKeySchema, await runQuery(allSlugsQuery, {}, ['post']), 'post');
  return posts.map(({ language, slug }) => key(language, slug));
});

/**
 * Whether an article is published in a language, from a set of every published slug kept in memory (its size is
 * the number of articles, whatever is asked); `undefined` when the content cannot be read at all.
 */
export function isPublishedArticle(locale: Locale, slug: string): Promise<boolean | undefined> {
  return publishedSlugs(key(locale, slug));
}
