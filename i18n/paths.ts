import { routing, type Locale, type Pathname } from './routing';

type StaticPathname = Exclude<Pathname, `${string}[${string}`>;
type DynamicPathname = Extract<Pathname, `${string}[${string}`>;
type Query = Record<string, string | readonly string[] | undefined>;

/** A page of the routing table: its internal pathname, with its params, a query and a fragment where needed. */
export type Href =
  | StaticPathname
  | { pathname: StaticPathname; query?: Query; hash?: string }
  | { pathname: DynamicPathname; params: Record<string, string>; query?: Query; hash?: string };

/** The public template of a page in a language, without the language prefix (`/a-propos`, `/developpeur-web/[city]`). */
export function externalTemplate(internal: Pathname, locale: Locale): string {
  const entry = routing.pathnames[internal];
  return typeof entry === 'string' ? entry : entry[locale];
}

/** English is unprefixed, French lives under `/fr` (`localePrefix: 'as-needed'`). */
export function withLocalePrefix(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The public path of a page in a language. */
export function localizedPath(internal: Pathname, params: Record<string, string>, locale: Locale): string {
  const path = externalTemplate(internal, locale).replace(/\[(\w+)\]/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return withLocalePrefix(locale, path);
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
