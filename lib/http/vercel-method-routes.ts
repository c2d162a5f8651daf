import { allowedMethods, HTTP_METHODS, READ_METHODS, writablePaths } from './allowed-methods';

/** A static file answers an odd method on Vercel: no method can regenerate it. */
export const METHOD_NOT_ALLOWED_FILE = '/method-not-allowed.txt';

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const refusing = (src: string, allow: readonly string[]) => ({
  src,
  methods: HTTP_METHODS.filter((method) => !allow.includes(method)),
  dest: METHOD_NOT_ALLOWED_FILE,
  status: 405,
  headers: { Allow: allow.join(', ') },
});

export type MethodRoute = ReturnType<typeof refusing>;

/**
 * The method table as routes of the Build Output, which vercel.json declares (`npm run proxy:matcher` writes them;
 * tests/unit/vercel-method-routes.test.ts fails while they differ): Vercel applies them after next.config's headers and
 * before the proxy and every rewrite (docs/architecture.md#methods). `/_vercel/…` is Vercel's (its analytics post there).
 */
export function vercelMethodRoutes(): MethodRoute[] {
  const paths = [...writablePaths.keys()];
  const groups = [...new Set(paths.map((path) => allowedMethods(path)))];
  return [
    ...groups.map((allow) =>
      refusing(
        `^(?:${paths
          .filter((path) => allowedMethods(path) === allow)
          .map(escaped)
          .join('|')})$`,
        allow,
      ),
    ),
    refusing(`^(?!/_vercel/|(?:${paths.map(escaped).join('|')})$).*$`, READ_METHODS),
  ];
}
