import { expect, type APIRequestContext } from '@playwright/test';
import { typographyOf } from '../../i18n/typography';
import { metaTags } from './gates/share-picture';
import { test } from './visitors';

/** The share tags of a page's server HTML. */
async function sharedTags(request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return metaTags(await response.text());
}

test('a page kept out of search shares the home page’s picture of its language', async ({ request }) => {
  for (const [path, home] of [
    ['/success', '/og'],
    ['/fr/success', '/fr/og'],
  ]) {
    const tags = await sharedTags(request, path);
    expect(new URL(tags.get('og:image')!).pathname, path).toBe(home);
  }
});

test('an article shares its search title and description when the studio sets them', async ({ request }) => {
  // As the studio writes them, printed with French typography.
  const french = typographyOf('fr');
  const tags = await sharedTags(request, '/fr/blog/site-web-cle-en-main-450-euros');
  expect(tags.get('og:title')).toBe(french('Site web dès 450 € : ce que comprend un site clé en main'));
  const descriptionStart = french('Ce que comprend un site clé en main à 450 €');
  expect(tags.get('description')?.slice(0, descriptionStart.length)).toBe(descriptionStart);
  expect(tags.get('twitter:title')).toBe(tags.get('og:title'));
});

test('only the pages of the sitemap have a picture, under their public address only', async ({ request }) => {
  const french = await request.get('/fr/og/a-propos');
  expect(french.status()).toBe(200);
  expect(french.headers()['content-type']).toBe('image/png');
  // A page that does not exist, a page kept out of search, and the internal name of a French address.
  for (const path of [
    '/og/no-such-page',
    '/og/success',
    '/fr/og/about',
    '/og/blog/no-such-article',
    '/fr/og/blog/x/y',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
