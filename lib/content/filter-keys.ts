import 'server-only';
import { routing } from '@/i18n/routing';
import { keptReading } from './kept-reading';
import { singleFilterKeys } from './listing';

/** `en:tag:seo`: one set for every language and both filters. */
const name = (locale: string, filter: string, key: string) => `${locale}:${filter}:${key}`;

const knownKeys = keptReading('the tags and categories', async () => {
  const keys = await Promise.all(
    routing.locales.map(async (locale) =>
      (await singleFilterKeys(locale)).map(({ filter, key }) => name(locale, filter, key)),
    ),
  );
  return keys.flat();
});

/**
 * Whether a tag or category key has a prerendered view (app/[locale]/blog/views/[filter]/[key]), so that
 * proxy.ts sends any other key straight to the "no articles found" view: asking Next for a param it has no page
 * for costs two passes through its renderer under `next start`. `undefined` while the content cannot be read.
 */
export function isFilterKey(locale: string, filter: string, key: string): Promise<boolean | undefined> {
  return knownKeys(name(locale, filter, key));
}
