import type { ReactNode } from 'react';
import { cx } from './class-names';

const sizes = { md: undefined, sm: 'text-sm', xs: 'text-xs' } as const;
const tones = { brand: 'text-brand', muted: 'text-muted' } as const;

type EyebrowProps = {
  /** `p` above a heading; a heading when the small capitals label a group of facts. */
  as?: 'p' | 'h2';
  id?: string;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
};

/** A line in small capitals: the kicker above a heading, or the label of a group of facts. */
export function Eyebrow({ as: Tag = 'p', size = 'md', tone = 'brand', className, ...props }: EyebrowProps) {
  return <Tag className={cx('eyebrow', sizes[size], tones[tone], className)} {...props} />;
}
