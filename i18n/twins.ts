import type { Href } from './paths';
import { englishOnlyPaths, routing, type Locale } from './routing';

/** One article in both languages, by slug, when both are published (the content source says which). */
export type ArticlePair = Record<Locale, string>;

/**
 * A page in one language: the same page when it exists there (`same`, an hreflang alternate), else the page
 * the language switch leads to instead.
 */
export type Twin = { href: Href; same: boolean };

const home: Twin = { href: '/', same: false };
const blogIndex: Twin = { href: '/blog', same: false };

function twinIn(target: Locale, locale: Locale, href: Href, articlePairs: readonly ArticlePair[]): Twin {
  if (target === locale) return { href, same: true };
  const pathname = typeof href === 'string' ? href : href.pathname;
  if (typeof href !== 'string' && href.pathname === '/blog/[slug]') {
    const pair = articlePairs.find((candidate) => candidate[locale] === href.params.slug);
    return pair ? { href: { pathname: '/blog/[slug]', params: { slug: pair[target] } }, same: true } : blogIndex;
  }
  if (target !== routing.defaultLocale && englishOnlyPaths.includes(pathname)) return home;
  return { href, same: true };
}

/**
 * The one answer to "this page in each language" (docs/behaviour/content.md#slug-map-and-twins), for the hreflang
 * links, the sitemap and the language switch alike. An article's twin is its pair's other slug when both are published,
 * else the blog index; an English-only page leads to the French home.
 */
export function pageTwins(locale: Locale, href: Href, articlePairs: readonly ArticlePair[]): Record<Locale, Twin> {
  return Object.fromEntries(
    routing.locales.map((target) => [target, twinIn(target, locale, href, articlePairs)]),
  ) as Record<Locale, Twin>;
}
