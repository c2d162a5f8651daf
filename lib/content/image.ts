import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import { env } from '@/lib/env';
import type { ContentImage } from './schemas';

const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
const builder = projectId && createImageUrlBuilder({ projectId, dataset: env.NEXT_PUBLIC_SANITY_DATASET });

type Size = { width: number; height: number };

/**
 * The image on the content service's CDN, cropped to a size around the editor's focus point; none for a local file
 * of the embedded dataset (also where it stands in for a document the service lacks).
 */
const onImageCdn = (image: ContentImage, { width, height }: Size) =>
  builder && !image.asset.url.startsWith('/')
    ? builder
        .image(image as SanityImageSource)
        .width(width)
        .height(height)
        .fit('crop')
    : undefined;

/** The URL of an image at a size: on the image CDN (cropped, in the best format the browser takes), or the local file. */
export const imageUrl = (image: ContentImage, size: Size) =>
  onImageCdn(image, size)?.auto('format').url() ?? image.asset.url;

/** An image as social networks take it: a JPEG of that size from the image CDN; none for a local (SVG) file. */
export const shareImageUrl = (image: ContentImage, size: Size) => onImageCdn(image, size)?.format('jpg').url();
