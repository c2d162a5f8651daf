'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { getPathname, parsePublicPath, type Href } from './paths';
import type { Locale, Pathname } from './routing';

export { getPathname };

// Hand-written rather than next-intl's createNavigation: its client hooks and Link read the locale from a
// NextIntlClientProvider, which the site does not ship (client leaves get their texts as props).

/**
 * The language of the page, read from its URL (French under `/fr`:
 * docs/behaviour/pages-and-routes.md#languages-and-addresses).
 */
export function useLocale(): Locale {
  return parsePublicPath(useNextPathname() ?? '/').locale;
}

/**
 * The internal pathname of the page (`/about` on `/fr/a-propos`, `/web-developer/[city]` on a city page), or
 * undefined on a page outside the routing table (not found).
 */
export function usePathname(): Pathname | undefined {
  return parsePublicPath(useNextPathname() ?? '/').match?.internal;
}

/**
 * The query a prerendered version of a page stands for, as a search string (`type=whatsapp` on the version of
 * `/success` that `/success?type=whatsapp` leads to), or '' elsewhere: what the server HTML knows of the query.
 */
export function useVariantSearch(): string {
  return new URLSearchParams(parsePublicPath(useNextPathname() ?? '/').query).toString();
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

/** Next's router, whose `push`, `replace` and `prefetch` take a page of the routing table. */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const to = (href: Href, locale?: Locale) => getPathname({ locale: locale ?? current, href });
    return {
      ...router,
      push: (href: Href, { locale, ...options }: NavigateOptions = {}) => router.push(to(href, locale), options),
      replace: (href: Href, { locale, ...options }: NavigateOptions = {}) => router.replace(to(href, locale), options),
      prefetch: (href: Href, locale?: Locale) => router.prefetch(to(href, locale)),
    };
  }, [router, current]);
}

type NextLinkProps = ComponentProps<typeof NextLink>;

/**
 * A next/link that fetches its page once the visitor shows intent (the pointer over it, focus, a touch), not
 * as soon as it scrolls into view: a first visit downloads its own page's code only, and a click still finds
 * the next page on its way. `prefetch={false}` turns even that off.
 */
export function IntentLink({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: NextLinkProps) {
  const router = useNextRouter();
  const fetchPage = () => {
    if (prefetch !== false && typeof props.href === 'string') router.prefetch(props.href);
  };
  return (
    <NextLink
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        fetchPage();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        fetchPage();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        fetchPage();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}

/**
 * The client twin of the server `Link` of `./navigation`: a next/link to a page, in the page's language or in
 * `locale`. Its few uses (the error page, the city suggestion) fetch the page on click only.
 */
export function Link({ href, locale, ...props }: Omit<NextLinkProps, 'href'> & { href: Href; locale?: Locale }) {
  const current = useLocale();
  return (
    <NextLink prefetch={false} href={getPathname({ locale: locale ?? current, href })} hrefLang={locale} {...props} />
  );
}
