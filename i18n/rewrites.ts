import { externalTemplate, withLocalePrefix } from './paths';
import { queryVariants, VARIANTS_SEGMENT, type VariantPage } from './query-variants';
import { prefixedLocales, routing, type Locale, type Pathname } from './routing';

type Rule = { source: string; destination: string };
type QueryRule = Rule & { has: { type: 'query'; key: string; value?: string }[] };
type RedirectRule = Rule & { permanent: boolean };

/** `/blog/[slug]` (next-intl template) -> `/blog/:slug` (Next rewrite pattern). */
function toPattern(template: string): string {
  return template.replace(/\[(\w+)\]/g, ':$1');
}

/** The pages under app/[locale] always see `/{locale}/{internal path}`. */
function internalUrl(locale: Locale, internal: string): string {
  return internal === '/' ? `/${locale}` : `/${locale}${internal}`;
}

const localizedPairs = Object.keys(routing.pathnames).flatMap((internal) =>
  routing.locales.map((locale) => ({
    locale,
    internal: toPattern(internal),
    external: toPattern(externalTemplate(internal as Pathname, locale)),
  })),
);

/**
 * The routing table as static rewrites, so localized URLs are served without running a proxy.
 * Paths that already match a folder under app/[locale] need no rule; English ones are prefixed by a catch-all.
 *
 * Their order is a matter of speed: on every request for a page, Next walks these rules again and compiles
 * each one it tries (server-utils handleRewrites), a few µs a rule, until one leads to the page. So the
 * English rules and the catch-all come first: an English path meets 3 rules instead of 18. (A French rule
 * that kept untranslated paths as they are would spare those a dozen, but cost the translated ones more.)
 */
export function localeRewrites(): Rule[] {
  const translated = (language: Locale) =>
    localizedPairs
      .filter(({ locale, internal, external }) => locale === language && internal !== external)
      .map(({ locale, internal, external }) => ({
        source: withLocalePrefix(locale, external),
        destination: internalUrl(locale, internal),
      }));
  const owned = [...routing.locales.map((locale) => `${locale}(?:/|$)`), '_next/', 'studio(?:/|$)'];
  return [
    { source: '/', destination: internalUrl(routing.defaultLocale, '/') },
    ...translated(routing.defaultLocale),
    // Every other unprefixed path is English: unknown ones reach the English not-found page.
    // The content studio (app/studio, outside the locales) is a catch-all route, which rewrites would shadow.
    { source: `/:path((?!${owned.join('|')}).+)`, destination: internalUrl(routing.defaultLocale, '/:path') },
    ...prefixedLocales.flatMap(translated),
    // The studio is one client-side app: every sub-path gets the one prerendered shell, never a page of its own.
    { source: '/studio/:path+', destination: '/studio' },
  ];
}

/** The internal path of a language's not-found page, prerendered with status 404 (app/[locale]/not-found-page). */
export function notFoundPagePath(locale: Locale): string {
  return `/${locale}/not-found-page`;
}

/**
 * `/blog?search=…`: the blog's search view, one prerendered page per language whatever the query, served without
 * running proxy.ts (a search is what a client can vary without end). A search combined with a tag or a category
 * reaches the same view through the proxy, which reads the filters (lib/list-views.ts).
 */
export function searchViewRewrites(): QueryRule[] {
  return routing.locales.map((locale) => ({
    source: withLocalePrefix(locale, '/blog'),
    has: [{ type: 'query', key: 'search' }],
    destination: `/${locale}/blog/views/search`,
  }));
}

/**
 * `/success?type=whatsapp` and the other versions of i18n/query-variants.ts: the page's internal path (after the
 * locale rewrites), which no page claims, to the version its query names, first version first, else to the version
 * without a query. Fallback rules are read only for a path no page claims, so no other page pays for them.
 */
function variantRewrites(): Rule[] {
  return (Object.keys(queryVariants) as VariantPage[]).flatMap((page) =>
    routing.locales.flatMap((locale) =>
      queryVariants[page].map(({ name, query }) => {
        const has = Object.entries(query).map(([key, value]) => ({ type: 'query' as const, key, value }));
        const rule = {
          source: internalUrl(locale, page),
          destination: internalUrl(locale, `${page}/${VARIANTS_SEGMENT}/${name}`),
        };
        return has.length > 0 ? { ...rule, has } : rule;
      }),
    ),
  );
}

/**
 * Paths no route claims (after the rules above), and dynamic segments without a page for their params
 * (`dynamicParams = false`), end on the not-found page of their language, prerendered once per language;
 * but a blog view filtered by a key no page was prerendered for (an unknown tag, or one published after the
 * build: lib/list-views.ts) is the prerendered "no articles found" view, whose index finds a newer tag's posts,
 * and a page with prerendered versions is the version its query names (`variantRewrites`).
 */
export function fallbackRewrites(): Rule[] {
  return [
    {
      source: `/:locale(${routing.locales.join('|')})/blog/views/:filter/:key`,
      destination: '/:locale/blog/views/none',
    },
    ...variantRewrites(),
    ...routing.locales.map((locale) => ({ source: `/${locale}/:path*`, destination: notFoundPagePath(locale) })),
  ];
}

/** The default locale's prefix and the internal names of translated paths are never public URLs. */
export function localeRedirects(): RedirectRule[] {
  const internalNames = localizedPairs
    .filter(({ internal, external }) => internal !== external)
    .map(({ locale, internal, external }) => ({
      source: withLocalePrefix(locale, internal),
      destination: withLocalePrefix(locale, external),
      permanent: true,
    }));
  return [
    { source: `/${routing.defaultLocale}`, destination: '/', permanent: true },
    { source: `/${routing.defaultLocale}/:path*`, destination: '/:path*', permanent: true },
    ...internalNames,
  ];
}

/** `/fr/web-developer/:city` (Next pattern) -> a regular expression with one group per parameter. */
function patternRegExp(source: string): RegExp {
  const escaped = source.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\/:\w+\*/g, '(/.*)?').replace(/:\w+/g, '([^/]+)')}$`);
}

const redirectRules = localeRedirects().map(({ source, destination }) => ({
  source: patternRegExp(source),
  destination,
}));

/**
 * The public URL a path redirects to (the rules of `localeRedirects`), or `undefined`. proxy.ts answers
 * these, so the 308s carry the security headers, which Next leaves off its config redirects.
 */
export function redirectTarget(pathname: string): string | undefined {
  for (const { source, destination } of redirectRules) {
    const found = source.exec(pathname);
    if (!found) continue;
    // Parameters come in the same order in both; a `/:path*` captures its own leading slash, or nothing.
    const values = found.slice(1);
    return destination.replace(/\/:\w+\*|:\w+/g, () => values.shift() ?? '') || '/';
  }
  return undefined;
}
