import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { IntentLink } from './client-navigation';
import { getPathname, type Href } from './paths';

/**
 * A link to a page of the routing table in the page's language. The server resolves the localized URL, so
 * the browser gets a next/link that prefetches on intent: next-intl's Link would ship its client runtime to
 * every page. Client components import the same API from `./client-navigation`. Not async: a page has some
 * eighty links, and in development React records every async component's promises with their stacks
 * (docs/architecture.md#development-server).
 */
export function Link({ href, ...props }: Omit<ComponentProps<typeof IntentLink>, 'href'> & { href: Href }) {
  const locale = useLocale();
  return <IntentLink href={getPathname({ locale, href })} {...props} />;
}
