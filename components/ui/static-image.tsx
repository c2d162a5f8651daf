import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type StaticImageProps = Omit<ImageProps, 'unoptimized' | 'preload' | 'loader' | 'placeholder' | 'onLoad'>;

/**
 * The <img> next/image renders for an image served as it is (unoptimized: already sized by the content
 * service, or an SVG), without next/image's client component: that component only adds load handlers and
 * placeholders, which these images do not use, and costs every page showing one ~5 KiB of script.
 * A priority image is preloaded as next/image would.
 */
export function StaticImage({ priority, ...image }: StaticImageProps) {
  const { props } = getImageProps({ ...image, priority, unoptimized: true });
  if (priority) preload(props.src, { as: 'image', fetchPriority: props.fetchPriority });
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes, rendered on the server
  return <img {...props} alt={image.alt} />;
}
