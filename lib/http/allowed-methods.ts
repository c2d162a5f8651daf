import { CONFIRM_API_PATH, confirmationPages } from '@/lib/newsletter/confirm-path';

/**
 * The methods HTTP defines (RFC 9110, and PATCH): what the Build Output's routes can name, at most ten a route
 * (lib/http/vercel-method-routes.ts).
 */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** What every page, file, cached handler and read-only API route answers. */
export const READ_METHODS: readonly HttpMethod[] = ['GET', 'HEAD'];

const readOrPost: readonly HttpMethod[] = [...READ_METHODS, 'POST'];
const postOnly: readonly HttpMethod[] = ['POST'];

/**
 * The only paths that answer anything but GET and HEAD, with everything they answer (docs/architecture.md#methods):
 * the forms' API routes, the confirmation pages and the API route their button posts to, and the preview bar's exit.
 * No route needs OPTIONS: nothing calls the site from another origin. tests/unit/allowed-methods.test.ts reads
 * every route file and fails while this list and the handlers they export differ.
 */
export const writablePaths: ReadonlyMap<string, readonly HttpMethod[]> = new Map([
  ['/api/contact', postOnly],
  ['/api/newsletter', postOnly],
  ['/api/revalidate', postOnly],
  ['/api/draft-mode/disable', postOnly],
  [CONFIRM_API_PATH, postOnly],
  ...[...confirmationPages.keys()].map((path): [string, readonly HttpMethod[]] => [path, readOrPost]),
]);

/** The methods a path answers: its own when it takes a form, otherwise GET and HEAD. */
export function allowedMethods(pathname: string): readonly HttpMethod[] {
  return writablePaths.get(pathname) ?? READ_METHODS;
}

/** The value of `Allow` on a 405. */
export const allowHeader = (methods: readonly string[]) => methods.join(', ');
