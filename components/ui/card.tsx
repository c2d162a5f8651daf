import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

const paddings = { none: undefined, sm: 'p-4', md: 'p-6', lg: 'p-6 md:p-8' } as const;

type CardLook = {
  /** The band the card sits on: a card on a muted (white) band is canvas-coloured, so it stands out on both. */
  band?: 'plain' | 'muted';
  padding?: keyof typeof paddings;
  /** The whole card is a link: its border and focus outline take the brand colour. */
  link?: boolean;
};

/** The card look, for elements that are not a Card (a link, an image); the classes live in app/globals.css. */
export const cardClass = ({ band = 'plain', padding = 'md', link = false }: CardLook = {}) =>
  cx('card', band === 'muted' && 'card-muted', paddings[padding], link && 'card-link');

type CardProps = Omit<CardLook, 'link'> &
  HTMLAttributes<HTMLElement> & { as?: 'div' | 'li' | 'article' | 'section' | 'figure' | 'dl' };

/** A bordered, rounded panel: the site's card. */
export function Card({ as: Tag = 'div', band, padding, className, ...props }: CardProps) {
  return <Tag className={cx(cardClass({ band, padding }), className)} {...props} />;
}

const titleSizes = { md: undefined, lg: 'text-lg', xl: 'text-xl' } as const;

/** A card's heading (an h3). */
export function CardTitle({
  size = 'xl',
  className,
  children,
}: {
  size?: keyof typeof titleSizes;
  className?: string;
  children: ReactNode;
}) {
  return <h3 className={cx('font-semibold text-ink', titleSizes[size], className)}>{children}</h3>;
}

/** The last line of a link card: what the link does, with an arrow that moves on hover (the card has `group`). */
export function CardLinkLabel({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 font-semibold text-brand ${className}`}>
      {children}
      <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
        →
      </span>
    </span>
  );
}
