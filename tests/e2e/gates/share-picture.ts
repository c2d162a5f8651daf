import type { APIRequestContext } from '@playwright/test';
import type { Locale } from '@/i18n/routing';

const maxImageBytes = 300 * 1024;

/** React escapes quotes, ampersands and apostrophes in attribute values (`&#x27;`). */
const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

/** The `<meta>` tags of a page's head, by property or name (Open Graph and the social network's card). */
export function metaTags(html: string): Map<string, string> {
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

/**
 * What is wrong with the picture a page of the sitemap shares: its tags (absolute on the canonical origin, its own
 * picture under its language's `/og`, the social network's large card, 1200 × 630, an alt naming the title) and the
 * picture itself (a PNG or JPEG of that size and type, under 300 KB).
 */
export async function sharePictureProblems(
  request: APIRequestContext,
  html: string,
  pagePath: string,
  locale: Locale,
  defaultLocale: Locale,
): Promise<string[]> {
  const tags = metaTags(html);
  const problems: string[] = [];
  const expect = (what: string, actual: unknown, wanted: unknown) => {
    if (actual !== wanted) problems.push(`${what} is ${JSON.stringify(actual)}, not ${JSON.stringify(wanted)}`);
  };
  const picture = tags.get('og:image');
  if (!picture || !/^https?:\/\//.test(picture)) return [`og:image is ${picture}`];
  const image = new URL(picture);
  if (!tags.get('og:url')?.startsWith(image.origin)) problems.push(`og:url is not on ${image.origin}`);
  // Its own picture: `/og` and the page's path, after the language's prefix (`/fr/og/a-propos`).
  const unprefixed = locale === defaultLocale ? pagePath : pagePath.slice(locale.length + 1);
  const own = `${locale === defaultLocale ? '' : `/${locale}`}/og${unprefixed === '/' ? '' : unprefixed}`;
  expect('og:image', image.pathname, own);
  expect('twitter:card', tags.get('twitter:card'), 'summary_large_image');
  expect('twitter:image', tags.get('twitter:image'), picture);
  expect('og:image:width', tags.get('og:image:width'), '1200');
  expect('og:image:height', tags.get('og:image:height'), '630');
  if (!tags.get('og:image:alt')?.includes(tags.get('og:title') ?? '\u0000'))
    problems.push('og:image:alt lacks og:title');

  const response = await request.get(image.pathname);
  if (response.status() !== 200) return [...problems, `${image.pathname} answered ${response.status()}`];
  const bytes = await response.body();
  const size = imageSize(bytes);
  expect(
    `${image.pathname} size and type`,
    JSON.stringify(size),
    JSON.stringify({ type: tags.get('og:image:type'), width: 1200, height: 630 }),
  );
  expect(`${image.pathname} content-type`, response.headers()['content-type'], size?.type);
  if (bytes.length >= maxImageBytes) problems.push(`${image.pathname} weighs ${bytes.length} bytes`);
  return problems;
}
