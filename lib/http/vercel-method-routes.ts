import { allowedMethods, allowHeader, HTTP_METHODS, READ_METHODS, writablePaths } from './allowed-methods';

/** The file an odd method is answered with on Vercel: a static file, which no method can regenerate. */
export const METHOD_NOT_ALLOWED_FILE = '/method-not-allowed.txt';

/** A route of the Build Output API (v3), as vercel.json's `routes` declare it. */
export type MethodRoute = {
  src: string;
  methods: string[];
  dest: string;
  status: 405;
  headers: { Allow: string };
};

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route that answers the methods of HTTP_METHODS that `allow` lacks, on the paths `src` matches. */
function refusing(src: string, allow: readonly string[]): MethodRoute {
  return {
    src,
    methods: HTTP_METHODS.filter((method) => !allow.includes(method)),
    dest: METHOD_NOT_ALLOWED_FILE,
    status: 405,
    headers: { Allow: allowHeader(allow) },
  };
}

/**
 * The method table of lib/http/allowed-methods.ts as routes of Vercel's Build Output, which `vercel.json` declares
 * (`npm run proxy:matcher` writes them there; tests/unit/vercel-method-routes.test.ts fails while they differ).
 * Vercel's edge applies them after the headers of next.config and before the proxy and every rewrite: a method a
 * path does not take is answered with 405, `Allow` and the static file, never reaching a prerendered answer or a
 * function (docs/architecture.md#methods). `/_vercel/…` belongs to Vercel itself (its analytics post there).
 */
export function vercelMethodRoutes(): MethodRoute[] {
  const byAllowed = new Map<string, string[]>();
  for (const path of writablePaths.keys()) {
    const key = allowHeader(allowedMethods(path));
    byAllowed.set(key, [...(byAllowed.get(key) ?? []), path]);
  }
  const listed = [...byAllowed.values()].flat().map(escaped);
  return [
    ...[...byAllowed.values()].map((paths) =>
      refusing(`^(?:${paths.map(escaped).join('|')})$`, allowedMethods(paths[0])),
    ),
    refusing(`^(?!/_vercel/|(?:${listed.join('|')})$).*$`, READ_METHODS),
  ];
}
