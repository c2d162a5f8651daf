'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import type { ComponentProps, SyntheticEvent } from 'react';
import { getPathname, parsePublicPath, type Href } from './paths';

// Not next-intl's createNavigation: its hooks and Link need a NextIntlClientProvider in the browser, which costs every
// page about 7.5 KB of script more than this (docs/architecture.md#the-i18n-layer).

/** The page as the router sees it: its language (French under `/fr`), internal pathname and params, prerendered query. */
export const useCurrentPage = () => parsePublicPath(useNextPathname() ?? '/');

/** Next's router, whose `push` takes a page of the routing table, in the page's language. */
export function useRouter() {
  const router = useNextRouter();
  const { locale } = useCurrentPage();
  return { push: (href: Href) => router.push(getPathname({ locale, href })) };
}

type NextLinkProps = ComponentProps<typeof NextLink>;

/**
 * A next/link that fetches its page once the visitor shows intent (pointer, focus, touch), not as soon as it scrolls
 * into view: a first visit downloads its own page's code only.
 */
export function IntentLink(props: Omit<NextLinkProps, 'prefetch'>) {
  const router = useNextRouter();
  const onIntent = (handler?: (event: never) => void) => (event: SyntheticEvent) => {
    if (typeof props.href === 'string') router.prefetch(props.href);
    handler?.(event as never);
  };
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={onIntent(props.onMouseEnter)}
      onFocus={onIntent(props.onFocus)}
      onTouchStart={onIntent(props.onTouchStart)}
    />
  );
}

/** The client twin of the server `Link` (./navigation.tsx): a page in the page's language, fetched on click only. */
export function Link({ href, ...props }: Omit<NextLinkProps, 'href'> & { href: Href }) {
  return <NextLink prefetch={false} href={getPathname({ locale: useCurrentPage().locale, href })} {...props} />;
}
