import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import { env } from '@/lib/env';
import type { ContentImage } from './schemas';

const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
const builder = projectId ? createImageUrlBuilder({ projectId, dataset: env.NEXT_PUBLIC_SANITY_DATASET }) : undefined;

type Size = { width: number; height: number };

/** The image on the content service's CDN, cropped to a size around the editor's focus point; none for a local file. */
function onImageCdn(image: ContentImage, { width, height }: Size) {
  // A local file: the embedded dataset's, also when it stands in for a document the service lacks.
  if (!builder || image.asset.url.startsWith('/')) return undefined;
  return builder
    .image(image as SanityImageSource)
    .width(width)
    .height(height)
    .fit('crop');
}

/**
 * The URL of an image at a size: through the content service's image CDN (cropped to the size, in the best
 * format the browser accepts), or the local file of the embedded dataset.
 */
export function imageUrl(image: ContentImage, size: Size): string {
  return onImageCdn(image, size)?.auto('format').url() ?? image.asset.url;
}

/**
 * An image as social networks take it: a JPEG of exactly that size from the image CDN. `undefined` for a
 * local file of the embedded dataset, an SVG, which those networks do not show.
 */
export function shareImageUrl(image: ContentImage, size: Size): string | undefined {
  return onImageCdn(image, size)?.format('jpg').url();
}
