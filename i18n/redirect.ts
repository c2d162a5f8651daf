import { redirect as nextRedirect } from 'next/navigation';
import { getPathname, type Href } from './paths';
import type { Locale } from './routing';

/** Redirects to a page of the routing table in a language (next-intl's `redirect({ href, locale })`). */
export function redirect(
  { href, locale }: { href: Href; locale: Locale },
  type?: Parameters<typeof nextRedirect>[1],
): never {
  return nextRedirect(getPathname({ locale, href }), type);
}
