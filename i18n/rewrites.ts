import { externalTemplate, getPathname, pageHref, parsePublicPath, withLocalePrefix } from './paths';
import { queryVariants } from './query-variants';
import { routing, type Locale, type Pathname } from './routing';

/** `/blog/[slug]` (next-intl template) -> `/blog/:slug` (Next rewrite pattern). */
const toPattern = (template: string) => template.replace(/\[(\w+)\]/g, ':$1');

/** The pages under app/[locale] always see `/{locale}/{internal path}`. */
const internalUrl = (locale: Locale, internal: string) => (internal === '/' ? `/${locale}` : `/${locale}${internal}`);

/** The pages whose public path is not their folder's name, in each language (`/fr/a-propos` for `/fr/about`). */
const translatedPaths = routing.locales.flatMap((locale) =>
  (Object.keys(routing.pathnames) as Pathname[]).flatMap((internal) => {
    const external = externalTemplate(internal, locale);
    return external === internal ? [] : [{ locale, internal: toPattern(internal), external: toPattern(external) }];
  }),
);

/**
 * The routing table as static rewrites: localized URLs are served without running a proxy. Next walks these rules on
 * every page request and compiles each it tries, so the default language's rules and its catch-all come first.
 */
export function localeRewrites() {
  const translated = (language: Locale) =>
    translatedPaths
      .filter(({ locale }) => locale === language)
      .map(({ locale, internal, external }) => ({
        source: withLocalePrefix(locale, external),
        destination: internalUrl(locale, internal),
      }));
  const owned = [...routing.locales.map((locale) => `${locale}(?:/|$)`), '_next/', 'studio(?:/|$)'];
  return [
    { source: '/', destination: internalUrl(routing.defaultLocale, '/') },
    ...translated(routing.defaultLocale),
    // Every other unprefixed path is the default language's; the studio (app/studio) is a route of its own.
    { source: `/:path((?!${owned.join('|')}).+)`, destination: internalUrl(routing.defaultLocale, '/:path') },
    ...routing.locales.filter((locale) => locale !== routing.defaultLocale).flatMap(translated),
    // The studio is one client-side app: every sub-path gets its one prerendered shell.
    { source: '/studio/:path+', destination: '/studio' },
  ];
}

/** The internal path of a language's not-found page, prerendered with status 404 (app/[locale]/not-found-page). */
export const notFoundPagePath = (locale: Locale) => `/${locale}/not-found-page`;

/** `/blog?search=…`: the blog's search view, one prerendered page per language whatever the query. */
export const searchViewRewrites = () =>
  routing.locales.map((locale) => ({
    source: withLocalePrefix(locale, '/blog'),
    has: [{ type: 'query' as const, key: 'search' }],
    destination: `/${locale}/blog/views/search`,
  }));

/**
 * Read once no route claims a path (so no page pays for them): a blog view filtered by a key no page was prerendered
 * for is the "no articles found" view (lib/list-views.ts); a success page is the version its query names
 * (i18n/query-variants.ts); anything else is its language's not-found page.
 */
export function fallbackRewrites() {
  const variants = Object.entries(queryVariants).flatMap(([page, versions]) =>
    routing.locales.flatMap((locale) =>
      versions.map(({ name, query }) => ({
        source: internalUrl(locale, page),
        destination: internalUrl(locale, `${page}/variants/${name}`),
        has: Object.entries(query).map(([key, value]) => ({ type: 'query' as const, key, value: value as string })),
      })),
    ),
  );
  return [
    {
      source: `/:locale(${routing.locales.join('|')})/blog/views/:filter/:key`,
      destination: '/:locale/blog/views/none',
    },
    ...variants.map(({ has, ...rule }) => (has.length > 0 ? { ...rule, has } : rule)),
    ...routing.locales.map((locale) => ({ source: `/${locale}/:path*`, destination: notFoundPagePath(locale) })),
  ];
}

/** What proxy.ts redirects: the default language's prefix, and the internal names of translated pages. */
export const redirectSources = [
  `/${routing.defaultLocale}`,
  `/${routing.defaultLocale}/:path*`,
  ...translatedPaths.map(({ locale, internal }) => withLocalePrefix(locale, internal)),
];

/** The public URL a redirect source leads to (`/en/services` -> `/services`, `/fr/about` -> `/fr/a-propos`), if any. */
export function redirectTarget(pathname: string): string | undefined {
  const prefix = `/${routing.defaultLocale}`;
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length) || '/';
  const { locale, match, query } = parsePublicPath(pathname);
  const target = match && !query && getPathname({ locale, href: pageHref(match) });
  // The same path with other escapes (`/web-developer/ly%6Fn`) is the page itself.
  return target && decodeURI(target) !== decodeURI(pathname) ? target : undefined;
}
