import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Eyebrow } from './eyebrow';

/** A page's h1, the h2 of a band, a heading inside a band (blog lists), a part of a document or panel. */
const sizes = {
  page: 'text-4xl md:text-5xl',
  section: 'max-w-3xl text-3xl md:text-4xl',
  sub: 'text-2xl md:text-3xl',
  part: 'text-2xl',
} as const;

type SectionHeadingProps = {
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
  size?: keyof typeof sizes;
  /** The small capitals line above the heading, and the paragraph under it that says what follows. */
  eyebrow?: string;
  intro?: string;
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
