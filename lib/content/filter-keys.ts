import 'server-only';
import { routing } from '@/i18n/routing';
import { keptReading } from './kept-reading';
import { singleFilterKeys } from './listing';

const knownKeys = keptReading('the tags and categories', async () =>
  (
    await Promise.all(
      routing.locales.map(async (locale) =>
        (await singleFilterKeys(locale)).map(({ filter, key }) => `${locale}:${filter}:${key}`),
      ),
    )
  ).flat(),
);

/**
 * Whether a tag or category key has a prerendered view (app/[locale]/blog/views/[filter]/[key]), so that proxy.ts
 * sends any other key straight to the "no articles found" view: asking Next for a param it has no page for costs two
 * passes through its renderer under `next start`. `undefined` while the content cannot be read.
 */
export const isFilterKey = (locale: string, filter: string, key: string) => knownKeys(`${locale}:${filter}:${key}`);
