import NextLink from 'next/link';
import type { ReactNode } from 'react';

/** Links inside the site stay client-side navigations; links elsewhere open in a new tab. */
export function BodyLink({ href, children }: { href?: string; children: ReactNode }) {
  const className = 'font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand';
  if (!href) return <>{children}</>;
  if (href.startsWith('/')) {
    return (
      <NextLink href={href} className={className}>
        {children}
      </NextLink>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A heading of the article with its `#` anchor link. */
export function BodyHeading({
  level,
  id,
  anchorLabel,
  children,
}: {
  level: 'h2' | 'h3';
  id?: string;
  anchorLabel: string;
  children: ReactNode;
}) {
  const Tag = level;
  const size = level === 'h2' ? 'mt-12 text-2xl md:text-3xl' : 'mt-8 text-xl md:text-2xl';
  return (
    <Tag id={id} className={`group scroll-mt-24 heading ${size}`}>
      {children}
      {id ? (
        <a href={`#${id}`} aria-label={anchorLabel} className="anchor-link">
          #
        </a>
      ) : null}
    </Tag>
  );
}
