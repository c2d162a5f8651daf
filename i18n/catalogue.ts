import type { Messages } from 'next-intl';
import type { Locale } from './routing';

/** A language's whole catalogue, for code that formats text outside a page render (API routes, emails). */
export async function catalogue(locale: Locale): Promise<Messages> {
  return (await import(`../messages/${locale}.json`)).default;
}
