import { shareImagePath, type Href } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { withoutEditMarks, type Post } from '@/lib/content';
import { shareImageUrl } from '@/lib/content/image';
import { siteUrl } from '@/lib/env';
import { siteConfig } from '@/site.config';

/** The size the professional, photo-sharing and social networks show a shared link's picture at. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type ShareImage = typeof SHARE_IMAGE_SIZE & { url: string; alt: string; type: 'image/png' | 'image/jpeg' };

/** A page's generated picture (a PNG prerendered at build), as an absolute URL on the public origin. */
export function generatedShareImage(locale: Locale, href: Href, title: string): ShareImage {
  return {
    url: siteUrl + shareImagePath(locale, href),
    ...SHARE_IMAGE_SIZE,
    // What it shows, for people who cannot see it: the studio and the page's title.
    alt: `${siteConfig.brand}: ${title}`,
    type: 'image/png',
  };
}

/**
 * An article's own picture: its share image, else its main image, through the image CDN as a JPEG at the
 * shared size. `undefined` when neither is on the CDN (the embedded dataset's SVG files): the page's generated
 * picture stands in.
 */
export function articleShareImage(post: Pick<Post, 'title' | 'seo' | 'mainImage'>): ShareImage | undefined {
  const image = post.seo?.image ?? post.mainImage;
  const url = image && shareImageUrl(image, SHARE_IMAGE_SIZE);
  return url
    ? { url, ...SHARE_IMAGE_SIZE, alt: image.alt ?? withoutEditMarks(post.title), type: 'image/jpeg' }
    : undefined;
}
