import { externalTemplate, localizedPath } from '@/i18n/paths';
import { routing, englishOnlyPaths, type Locale, type Pathname } from '@/i18n/routing';
import { twinArticleSlug } from '@/lib/content/slug-map';

type Match = { internal: Pathname; params: Record<string, string> };

function matchTemplate(template: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.replace(/\[(\w+)\]/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}/?$`).exec(path);
  if (!found) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
}

/**
 * Which page of the routing table a path is, and in which language. Accepts public paths (`/fr/a-propos`)
 * and the internal ones the server renders after the locale rewrites (`/fr/about`, `/en/about`).
 */
export function parsePublicPath(publicPath: string): { locale: Locale; match?: Match } {
  const path = publicPath.split(/[?#]/)[0] || '/';
  const prefix = routing.locales.find((l) => path === `/${l}` || path.startsWith(`/${l}/`));
  const locale: Locale = prefix ?? routing.defaultLocale;
  const rest = prefix ? path.slice(prefix.length + 1) || '/' : path;
  for (const internal of Object.keys(routing.pathnames) as Pathname[]) {
    const params = matchTemplate(externalTemplate(internal, locale), rest) ?? matchTemplate(internal, rest);
    if (params) return { locale, match: { internal, params } };
  }
  return { locale };
}

/**
 * The same page in another language (spec §4): articles through the slug map, falling back to the
 * blog index; pages that do not exist in the target language, and unknown pages, fall back to home.
 */
export function twinPath(publicPath: string, target: Locale): string {
  const { locale, match } = parsePublicPath(publicPath);
  if (!match) return localizedPath('/', {}, target);
  if (locale === target) return localizedPath(match.internal, match.params, target);
  if (match.internal === '/blog/[slug]') {
    const slug = twinArticleSlug(match.params.slug, locale);
    return slug ? localizedPath('/blog/[slug]', { slug }, target) : localizedPath('/blog', {}, target);
  }
  if (target !== 'en' && englishOnlyPaths.includes(match.internal)) return localizedPath('/', {}, target);
  return localizedPath(match.internal, match.params, target);
}
