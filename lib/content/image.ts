import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import { env } from '@/lib/env';
import type { ContentImage } from './schemas';

const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
const builder = projectId ? createImageUrlBuilder({ projectId, dataset: env.NEXT_PUBLIC_SANITY_DATASET }) : undefined;

/**
 * The URL of an image at a size: through the content service's image CDN (cropped to the size, in the best
 * format the browser accepts), or the local file of the embedded dataset.
 */
export function imageUrl(image: ContentImage, { width, height }: { width: number; height: number }): string {
  // A local file: the embedded dataset's, also when it stands in for a document the service lacks.
  if (!builder || image.asset.url.startsWith('/')) return image.asset.url;
  return builder
    .image(image as SanityImageSource)
    .width(width)
    .height(height)
    .fit('crop')
    .auto('format')
    .url();
}
