import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

const variants = {
  primary:
    'bg-brand text-white hover:bg-brand-strong focus-visible:outline-brand',
  secondary:
    'border border-slate-300 bg-white text-ink hover:border-brand hover:text-brand focus-visible:outline-brand',
  /** On a brand-coloured band. */
  inverse: 'bg-white text-brand-strong hover:bg-brand-soft focus-visible:outline-white',
  inverseOutline: 'border border-white/70 text-white hover:border-white hover:bg-white/10 focus-visible:outline-white',
} as const;

export const buttonClass = (variant: keyof typeof variants = 'primary') =>
  `inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${variants[variant]}`;

/** A localized link that looks like a button; `data-cta` lets the analytics layer report CTA clicks. */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: keyof typeof variants }) {
  return <Link data-cta="" className={`${buttonClass(variant)} ${className}`} {...props} />;
}
