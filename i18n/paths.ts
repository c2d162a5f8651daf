import { variantAt } from './query-variants';
import { prefixedLocales, routing, type Locale, type Pathname } from './routing';

type StaticPathname = Exclude<Pathname, `${string}[${string}`>;
type DynamicPathname = Extract<Pathname, `${string}[${string}`>;
type Query = Record<string, string | readonly string[] | undefined>;

/** A page of the routing table: its internal pathname, with its params, a query and a fragment where needed. */
export type Href =
  | StaticPathname
  | { pathname: StaticPathname; query?: Query; hash?: string }
  | { pathname: DynamicPathname; params: Record<string, string>; query?: Query; hash?: string };

/** A page of the routing table as the router matched it: its internal pathname and the values of its params. */
export type Page = { internal: Pathname; params: Record<string, string> };

/** The public template of a page in a language, without the language prefix (`/a-propos`, `/developpeur-web/[city]`). */
export function externalTemplate(internal: Pathname, locale: Locale): string {
  const entry = routing.pathnames[internal];
  return typeof entry === 'string' ? entry : entry[locale];
}

/** A regular expression source for an optional language prefix, capturing the language: `(?:/(fr))?`. */
export const optionalLocalePrefix = `(?:/(${prefixedLocales.join('|')}))?`;

/** English is unprefixed, French lives under `/fr` (`localePrefix: 'as-needed'`). */
export function withLocalePrefix(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The public path of a page in a language, without the language prefix (`/a-propos`, `/developpeur-web/lyon`). */
function unprefixed(internal: Pathname, params: Record<string, string>, locale: Locale): string {
  return externalTemplate(internal, locale).replace(/\[(\w+)\]/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** The public path of a page in a language. */
function localizedPath(internal: Pathname, params: Record<string, string>, locale: Locale): string {
  return withLocalePrefix(locale, unprefixed(internal, params, locale));
}

function queryString(query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of [value ?? []].flat()) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The public URL path of a link target in a language, query and fragment included. It is plain code on top
 * of the routing table, so client components can use it too without next-intl's client runtime.
 */
export function getPathname({ locale, href }: { locale: Locale; href: Href }): string {
  if (typeof href === 'string') return localizedPath(href, {}, locale);
  const params = 'params' in href ? href.params : {};
  return localizedPath(href.pathname, params, locale) + queryString(href.query) + (href.hash ? `#${href.hash}` : '');
}

/** A page's public path in a language without the language prefix, as segments: `['developpeur-web', 'lyon']`. */
export function pageSegments(locale: Locale, href: Href): string[] {
  const page = typeof href === 'string' ? { pathname: href, params: {} } : { params: {}, ...href };
  return unprefixed(page.pathname, page.params, locale).split('/').filter(Boolean).map(decodeURIComponent);
}

/** The section under which each indexable page has its generated share picture, in each language (app/[locale]/og). */
export const SHARE_IMAGE_SECTION = '/og';

/**
 * A page's path under a section of the site that mirrors the pages in each language (`/og` for their share
 * pictures): the French page `/fr/a-propos` has `/fr/og/a-propos`.
 */
export function sectionPath(section: `/${string}`, locale: Locale, href: Href): string {
  return withLocalePrefix(locale, [section, ...pageSegments(locale, href).map(encodeURIComponent)].join('/'));
}

/** The page the segments of such a section's path name (`pageSegments`' inverse), if any. */
export function sectionPage(locale: Locale, segments: readonly string[]): Page | undefined {
  return parsePublicPath(withLocalePrefix(locale, `/${segments.map(encodeURIComponent).join('/')}`)).match;
}

/** The page a match names, as the link target `getPathname` and `Link` take. */
export function pageHref({ internal, params }: Page): Href {
  return internal.includes('[') ? { pathname: internal as DynamicPathname, params } : (internal as StaticPathname);
}

function matchTemplate(template: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.replace(/\[(\w+)\]/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}/?$`).exec(path);
  if (!found) return undefined;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
  } catch {
    // A malformed escape (`%E0%A4`) names no page.
    return undefined;
  }
}

/**
 * Which page of the routing table a path is, and in which language. Accepts public paths (`/fr/a-propos`)
 * and the internal ones the server renders after the locale rewrites (`/fr/about`, `/en/about`), a prerendered
 * version of a page included (`/en/success/variants/whatsapp`: `/success`, with the query it stands for).
 */
export function parsePublicPath(publicPath: string): {
  locale: Locale;
  match?: Page;
  query?: Readonly<Record<string, string>>;
} {
  const path = publicPath.split(/[?#]/)[0] || '/';
  const prefix = routing.locales.find((l) => path === `/${l}` || path.startsWith(`/${l}/`));
  const locale: Locale = prefix ?? routing.defaultLocale;
  const rest = prefix ? path.slice(prefix.length + 1) || '/' : path;
  const variant = variantAt(rest);
  if (variant) return { locale, match: { internal: variant.page, params: {} }, query: variant.query };
  for (const internal of Object.keys(routing.pathnames) as Pathname[]) {
    const params = matchTemplate(externalTemplate(internal, locale), rest) ?? matchTemplate(internal, rest);
    if (params) return { locale, match: { internal, params } };
  }
  return { locale };
}

/** The prefix of an article's public path in each language (`/blog/`, `/fr/blog/`), or under a section (`/fr/og/blog/`). */
const articlePrefixes = (section: '' | `/${string}`) =>
  routing.locales.map((locale) => ({
    locale,
    prefix: withLocalePrefix(locale, section + externalTemplate('/blog/[slug]', locale)).replace('[slug]', ''),
  }));

const pageArticlePrefixes = articlePrefixes('');
const shareImageArticlePrefixes = articlePrefixes(SHARE_IMAGE_SECTION);

function articleUnder(
  prefixes: ReturnType<typeof articlePrefixes>,
  path: string,
): { locale: Locale; slug: string } | undefined {
  for (const { locale, prefix } of prefixes) {
    if (!path.startsWith(prefix)) continue;
    const slug = path.slice(prefix.length);
    if (!slug || slug.includes('/')) return undefined;
    try {
      return { locale, slug: decodeURIComponent(slug) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The article a public path names (`/fr/blog/x` -> French, `x`), in one pass and without a regular expression. */
export const articleAt = (path: string) => articleUnder(pageArticlePrefixes, path);

/** The article whose share picture a path is (`/fr/og/blog/x` -> French, `x`). */
export const articleShareImageAt = (path: string) => articleUnder(shareImageArticlePrefixes, path);
