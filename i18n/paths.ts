import { variantAt } from './query-variants';
import { routing, type Locale, type Pathname } from './routing';

type StaticPathname = Exclude<Pathname, `${string}[${string}`>;
type DynamicPathname = Extract<Pathname, `${string}[${string}`>;
type Query = Record<string, string | readonly string[] | undefined>;

/** A page of the routing table: its internal pathname, with its params, a query and a fragment where needed. */
export type Href =
  | StaticPathname
  | { pathname: StaticPathname; query?: Query; hash?: string }
  | { pathname: DynamicPathname; params: Record<string, string>; query?: Query; hash?: string };

/** A page as the router matched it: its internal pathname and the values of its params. */
export type Page = { internal: Pathname; params: Record<string, string> };

/** The public template of a page in a language, without the language prefix (`/a-propos`, `/developpeur-web/[city]`). */
export function externalTemplate(internal: Pathname, locale: Locale): string {
  const entry = routing.pathnames[internal];
  return typeof entry === 'string' ? entry : entry[locale];
}

/** A regular expression source for an optional language prefix, capturing the language: `(?:/(fr))?`. */
export const optionalLocalePrefix = `(?:/(${routing.locales.filter((l) => l !== routing.defaultLocale).join('|')}))?`;

/** English is unprefixed, French lives under `/fr` (`localePrefix: 'as-needed'`). */
export function withLocalePrefix(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** A page's public path in a language, without the language prefix (`/a-propos`, `/developpeur-web/lyon`). */
function unprefixed(locale: Locale, href: Href): string {
  const { pathname, params = {} } = typeof href === 'string' ? { pathname: href } : { params: {}, ...href };
  return externalTemplate(pathname, locale).replace(/\[(\w+)\]/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** The public URL of a page in a language, query and fragment included: plain code, the same in the browser. */
export function getPathname({ locale, href }: { locale: Locale; href: Href }): string {
  const path = withLocalePrefix(locale, unprefixed(locale, href));
  if (typeof href === 'string') return path;
  const query = Object.entries(href.query ?? {}).flatMap(([key, value]) => [value ?? []].flat().map((v) => [key, v]));
  const search = new URLSearchParams(query).toString();
  return path + (search && `?${search}`) + (href.hash ? `#${href.hash}` : '');
}

/** A page's public path in a language without the prefix, as segments: `['developpeur-web', 'lyon']`. */
export const pageSegments = (locale: Locale, href: Href) =>
  unprefixed(locale, href).split('/').filter(Boolean).map(decodeURIComponent);

/** Where each indexable page has its share picture, in each language (app/[locale]/og). */
const SHARE_IMAGE_SECTION = '/og';

/** A page's share picture path (`/fr/a-propos` has `/fr/og/a-propos`). */
export function shareImagePath(locale: Locale, href: Href): string {
  const path = unprefixed(locale, href);
  return withLocalePrefix(locale, path === '/' ? SHARE_IMAGE_SECTION : SHARE_IMAGE_SECTION + path);
}

/** The page the segments of a share picture's path name (`pageSegments`' inverse), if any. */
export const sectionPage = (locale: Locale, segments: readonly string[]) =>
  parsePublicPath(withLocalePrefix(locale, `/${segments.map(encodeURIComponent).join('/')}`)).match;

/** The page a match names, as the link target `getPathname` and `Link` take. */
export const pageHref = ({ internal, params }: Page) =>
  (internal.includes('[') ? { pathname: internal, params } : internal) as Href;

function matchTemplate(template: string, path: string): Record<string, string> | undefined {
  const names = [...template.matchAll(/\[(\w+)\]/g)].map(([, name]) => name);
  const found = new RegExp(`^${template.replace(/\[\w+\]/g, '([^/]+)')}/?$`).exec(path);
  try {
    return found ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])])) : undefined;
  } catch {
    return undefined; // A malformed escape (`%E0%A4`) names no page.
  }
}

/**
 * Which page of the routing table a path is, and in which language: public paths (`/fr/a-propos`), the internal ones
 * the server renders after the locale rewrites (`/fr/about`, `/en/about`), and a prerendered version of a page
 * (`/en/success/variants/whatsapp`: `/success`, with the query it stands for).
 */
export function parsePublicPath(publicPath: string): { locale: Locale; match?: Page; query?: Record<string, string> } {
  const path = publicPath.split(/[?#]/)[0] || '/';
  const prefix = routing.locales.find((l) => path === `/${l}` || path.startsWith(`/${l}/`));
  const locale = prefix ?? routing.defaultLocale;
  const rest = prefix ? path.slice(prefix.length + 1) || '/' : path;
  const variant = variantAt(rest);
  if (variant) return { locale, match: { internal: variant.page, params: {} }, query: variant.query };
  for (const internal of Object.keys(routing.pathnames) as Pathname[]) {
    const params = matchTemplate(externalTemplate(internal, locale), rest) ?? matchTemplate(internal, rest);
    if (params) return { locale, match: { internal, params } };
  }
  return { locale };
}

/** The article a public path names, or whose share picture it is (`/fr/og/blog/x`): its language and slug. */
export function articleAt(path: string): { locale: Locale; slug: string } | undefined {
  const shareImage = new RegExp(`^${optionalLocalePrefix}${SHARE_IMAGE_SECTION}(?=/)`);
  const { locale, match } = parsePublicPath(
    path.replace(shareImage, (_, language?: string) => (language ? `/${language}` : '')),
  );
  return match?.internal === '/blog/[slug]' ? { locale, slug: match.params.slug } : undefined;
}
