import { getPathname } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';

/** The methods HTTP defines (RFC 9110, and PATCH): what a route of Vercel's Build Output can name. */
export const HTTP_METHODS: readonly string[] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
];
export const READ_METHODS: readonly string[] = ['GET', 'HEAD'];

/** The API route that confirms a subscription. */
export const CONFIRM_API_PATH = '/api/newsletter/confirm';

/**
 * The confirmation page in each language, by its public path: its form has no action, so that without JavaScript it
 * posts to the page's own URL (whose query holds the token), which proxy.ts hands to the API route.
 */
export const confirmationPages: ReadonlyMap<string, Locale> = new Map(
  routing.locales.map((locale) => [getPathname({ locale, href: '/newsletter/confirm' }), locale]),
);

/**
 * The only paths that answer anything but GET and HEAD (docs/architecture.md#methods). No route needs OPTIONS:
 * nothing calls the site from another origin. tests/unit/allowed-methods.test.ts holds this to the route handlers.
 */
const postOnly: readonly string[] = ['POST'];
const readOrPost: readonly string[] = [...READ_METHODS, 'POST'];
export const writablePaths: ReadonlyMap<string, readonly string[]> = new Map([
  ...['/api/contact', '/api/newsletter', '/api/revalidate', '/api/draft-mode/disable', CONFIRM_API_PATH].map((path) => [
    path,
    postOnly,
  ]),
  ...[...confirmationPages.keys()].map((path) => [path, readOrPost]),
] as [string, readonly string[]][]);

export const allowedMethods = (pathname: string) => writablePaths.get(pathname) ?? READ_METHODS;
