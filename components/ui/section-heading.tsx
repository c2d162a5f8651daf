import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Eyebrow } from './eyebrow';

const sizes = {
  /** A page's h1. */
  page: 'text-4xl md:text-5xl',
  /** The h2 of a band of the page. */
  section: 'max-w-3xl text-3xl md:text-4xl',
  /** A heading inside a band: the lists of the blog, related articles. */
  sub: 'text-2xl md:text-3xl',
  /** A part of a document or a panel: legal sections, the author page, the guarantees. */
  part: 'text-2xl',
} as const;

type SectionHeadingProps = {
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
  size?: keyof typeof sizes;
  /** The small capitals line above the heading. */
  eyebrow?: string;
  /** The paragraph under the heading that says what follows. */
  intro?: string;
  /** Classes of the heading itself (its margins). */
  className?: string;
  children: ReactNode;
};

/** A heading with its optional eyebrow and intro, as siblings so the parent's layout places them. */
export function SectionHeading({
  as: Tag = 'h2',
  size = 'section',
  eyebrow,
  intro,
  className,
  ...props
}: SectionHeadingProps) {
  const heading = <Tag className={cx('heading', sizes[size], className)} {...props} />;
  // A heading alone is not wrapped in a fragment, whose empty slots would still be sent in the RSC payload.
  if (!eyebrow && !intro) return heading;
  const isPage = size === 'page';
  return (
    <>
      {eyebrow ? <Eyebrow className={isPage ? 'mb-3' : 'mb-2'}>{eyebrow}</Eyebrow> : null}
      {heading}
      {intro ? <p className={`${isPage ? 'mt-6' : 'mt-4'} max-w-2xl text-lg text-muted`}>{intro}</p> : null}
    </>
  );
}
