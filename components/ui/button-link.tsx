import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { buttonClass, type ButtonVariant } from './button-class';
import { cx } from './class-names';

/** A localized link that looks like a button; `data-cta` lets the analytics layer report CTA clicks. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link data-cta="" className={cx(buttonClass(variant), className)} {...props} />;
}
