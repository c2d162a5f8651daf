import type { Locale } from '@/i18n/routing';
import { allSlugsQuery } from './queries';
import { parseEach, postKeySchema } from './schemas';
import { runQuery } from './source';

/** A known article is answered from a read this old at most; past it, the next question refreshes it in the background. */
const FRESH_MS = 60_000;
/**
 * An unknown slug waits for a new read only when the last one is older than this: an article published a moment ago
 * is found, and however many unknown slugs are asked, the content is read at most once per period.
 */
const RECHECK_MS = 10_000;

type Reading = { at: number; slugs: Set<string> };

let last: Reading | undefined;
let pending: Promise<Reading | undefined> | undefined;
let failing = false;

/** `en:my-article`: one set for every language. */
const key = (locale: Locale, slug: string) => `${locale}:${slug}`;

/** One read at a time; a failed read keeps the last good one (and logs once per outage). */
function read(): Promise<Reading | undefined> {
  pending ??= runQuery(allSlugsQuery, {}, ['post'])
    .then((result) => {
      const posts = parseEach(postKeySchema, result, 'post');
      last = { at: Date.now(), slugs: new Set(posts.map(({ language, slug }) => key(language, slug))) };
      failing = false;
      return last;
    })
    .catch((error: unknown) => {
      if (!failing) console.error(`[content] could not read the published articles: ${(error as Error).message}`);
      failing = true;
      return last;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/**
 * Whether an article is published in a language, from a set of every published slug kept in memory (its size is
 * the number of articles, whatever is asked); `undefined` when the content cannot be read at all.
 */
export async function isPublishedArticle(locale: Locale, slug: string): Promise<boolean | undefined> {
  const now = Date.now();
  let reading = last ?? (await read());
  if (reading && now - reading.at > FRESH_MS) void read();
  if (reading?.slugs.has(key(locale, slug))) return true;
  if (reading && now - reading.at > RECHECK_MS) reading = await read();
  return reading && reading.slugs.has(key(locale, slug));
}
