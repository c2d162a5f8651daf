import { expect, test, type APIRequestContext } from '@playwright/test';
import { sitemapPages } from './site-pages';

const maxImageBytes = 300 * 1024;

/** React escapes quotes, ampersands and apostrophes in attribute values (`&#x27;`). */
const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

/** The `<meta>` tags of a page's head, by property or name (Open Graph and the social network's card). */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    if (!tags.has(key)) tags.set(key, decodeEntities(content));
  }
  return tags;
}

/** Width and height from a PNG's header or a JPEG's frame header; `undefined` for anything else. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } | undefined {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.subarray(0, 8).equals(png) && bytes.toString('ascii', 12, 16) === 'IHDR') {
    return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  // JPEG: walk the segments to the first start-of-frame (SOF0 to SOF15, but DHT, JPG and DAC).
  for (let offset = 2; offset + 9 < bytes.length;) {
    const marker = bytes[offset + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { type: 'image/jpeg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}

type Shared = { page: string; tags: Map<string, string> };

async function sharedTags(request: APIRequestContext, path: string): Promise<Shared> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { page: path, tags: metaTags(await response.text()) };
}

test('every page of the sitemap shares its own picture: 1200 × 630, PNG or JPEG, under 300 KB, in its language', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const listed = await sitemapPages(request);
  const seen = new Set<string>();
  for (const { path, locale } of listed) {
    const { tags } = await sharedTags(request, path);
    const imageUrl = tags.get('og:image');
    expect(imageUrl, `${path}: og:image`).toMatch(/^https?:\/\//);
    const image = new URL(imageUrl!);
    // Absolute on the configured public origin (the canonical links' origin), under the page's language.
    expect(tags.get('og:url'), path).toMatch(new RegExp(`^${image.origin}`));
    expect(image.pathname, path).toMatch(locale === 'fr' ? /^\/fr\/og(\/|$)/ : /^\/og(\/|$)/);
    expect(tags.get('twitter:card'), path).toBe('summary_large_image');
    expect(tags.get('twitter:image'), path).toBe(imageUrl);
    expect(tags.get('og:image:width'), path).toBe('1200');
    expect(tags.get('og:image:height'), path).toBe('630');
    expect(tags.get('og:image:alt'), path).toContain(tags.get('og:title'));
    seen.add(imageUrl!);

    const response = await request.get(image.pathname);
    expect(response.status(), `${path}: ${image.pathname}`).toBe(200);
    const bytes = await response.body();
    const size = imageSize(bytes);
    expect(size, `${image.pathname} is a PNG or a JPEG`).toBeDefined();
    expect(size, image.pathname).toEqual({ type: tags.get('og:image:type'), width: 1200, height: 630 });
    expect(response.headers()['content-type'], image.pathname).toBe(size!.type);
    expect(bytes.length, `${image.pathname}: ${bytes.length} bytes`).toBeLessThan(maxImageBytes);
  }
  // Each page its own picture.
  expect(seen.size).toBe(listed.length);
});

test('a page kept out of search shares the home page’s picture of its language', async ({ request }) => {
  for (const [path, home] of [
    ['/success', '/og'],
    ['/fr/success', '/fr/og'],
  ]) {
    const { tags } = await sharedTags(request, path);
    expect(new URL(tags.get('og:image')!).pathname, path).toBe(home);
  }
});

test('an article shares its search title and description when the studio sets them', async ({ request }) => {
  const { tags } = await sharedTags(request, '/fr/blog/site-web-cle-en-main-450-euros');
  expect(tags.get('og:title')).toBe('Site web dès 450 € : ce que comprend un site clé en main');
  expect(tags.get('description')).toMatch(/^Ce que comprend un site clé en main à 450 €/);
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
