import 'server-only';
import { routing, type Locale } from '@/i18n/routing';
import { getPostKeys } from './index';
import { singleFilterKeys } from './listing';

/**
 * A reading is used as it is for this long; past it, the next question refreshes it in the background.
 * @public named in docs/behaviour/constants.md
 */
export const FRESH_MS = 60_000;
/**
 * A name the reading does not hold waits for a new read only when the last one is older than this.
 * @public named in docs/behaviour/constants.md
 */
export const RECHECK_MS = 10_000;

/** Every published article (`en:post:<slug>`) and every key of a prerendered tag or category view (`fr:tag:<key>`). */
async function readNames(): Promise<Set<string>> {
  const [posts, ...filters] = await Promise.all([
    getPostKeys(),
    ...routing.locales.map(async (locale) =>
      (await singleFilterKeys(locale)).map(({ filter, key }) => `${locale}:${filter}:${key}`),
    ),
  ]);
  return new Set([...posts.map(({ language, slug }) => `${language}:post:${slug}`), ...filters.flat()]);
}

let last: { at: number; names: Set<string> } | undefined;
let pending: Promise<void> | undefined;
let failing = false;

const refresh = () =>
  (pending ??= readNames()
    .then(
      (names) => {
        last = { at: Date.now(), names };
        failing = false;
      },
      (error: Error) => {
        if (!failing) console.error(`[content] could not read the articles, tags and categories: ${error.message}`);
        failing = true;
      },
    )
    .finally(() => (pending = undefined)));

/**
 * What the content holds, kept in memory for proxy.ts, which must decide without a query per request: one read at a
 * time, at most one per 10 s however many unknown names are asked; a failed read keeps the last good one. Its size is
 * the content's, whatever visitors ask. `undefined` while the content has never been read.
 */
async function known(name: string): Promise<boolean | undefined> {
  if (!last) await refresh();
  const age = last ? Date.now() - last.at : 0;
  if (last && !last.names.has(name) && age > RECHECK_MS) await refresh();
  else if (age > FRESH_MS) void refresh();
  return last?.names.has(name);
}

/** Whether an article is published in a language. */
export const isPublishedArticle = (locale: Locale, slug: string) => known(`${locale}:post:${slug}`);

/**
 * Whether a tag or category key has a prerendered view, so that any other key goes straight to the "no articles found"
 * view: asking Next for a param it has no page for costs two passes through its renderer under `next start`.
 */
export const isFilterKey = (locale: string, filter: string, key: string) => known(`${locale}:${filter}:${key}`);
