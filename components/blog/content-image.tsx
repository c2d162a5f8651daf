import { imageUrl } from '@/lib/content/image';
import type { ContentImage as ContentImageData } from '@/lib/content/schemas';
import { StaticImage } from '@/components/ui/static-image';

type ContentImageProps = {
  image: ContentImageData;
  /** The pixel size requested from the image service; the element scales with its CSS. */
  width: number;
  height: number;
  /** Text for images that carry no alt text of their own (decorative ones pass ""). */
  fallbackAlt: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
};

/**
 * An image of the content: already sized and encoded by the content service's CDN (or a local SVG of the
 * embedded dataset), so Next's optimizer is skipped rather than run a second time. Below the fold it loads
 * lazily by the browser's own rule, which starts further ahead than 50 px (docs/behaviour/content.md#images).
 */
export function ContentImage({ image, width, height, fallbackAlt, className, priority, sizes }: ContentImageProps) {
  return (
    <StaticImage
      src={imageUrl(image, { width, height })}
      alt={image.alt ?? fallbackAlt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
