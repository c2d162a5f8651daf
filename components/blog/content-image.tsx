import type { ComponentProps } from 'react';
import { StaticImage } from '@/components/ui/static-image';
import { imageUrl } from '@/lib/content/image';
import type { ContentImage as ContentImageData } from '@/lib/content/schemas';

/**
 * An image of the content at the pixel size asked, already sized and encoded by the image CDN or a local SVG, so
 * Next's optimizer is skipped (docs/behaviour/content.md#images). Without alt text of its own it is decorative unless
 * `alt` says otherwise.
 */
export function ContentImage({
  image,
  alt = '',
  ...props
}: { image: ContentImageData; alt?: string; width: number; height: number } & Pick<
  ComponentProps<typeof StaticImage>,
  'className' | 'priority' | 'sizes'
>) {
  return <StaticImage src={imageUrl(image, props)} alt={image.alt ?? alt} {...props} />;
}
