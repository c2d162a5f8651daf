import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { getPathname, type Href } from './paths';

export { getPathname };

/**
 * A link to a page of the routing table in the page's language. The server resolves the localized URL, so
 * the browser gets a plain next/link: next-intl's Link would ship its client runtime to every page. Client
 * components import the same API from `./client-navigation`.
 */
export async function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href }) {
  const locale = await getLocale();
  return <NextLink href={getPathname({ locale, href })} {...props} />;
}
