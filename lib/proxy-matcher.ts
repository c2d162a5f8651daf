import { homeMayBePrefixed } from '@/i18n/language-choice';
import { redirectSources } from '@/i18n/rewrites';
import { prefixedLocales } from '@/i18n/routing';
import { confirmationPages } from '@/lib/http/allowed-methods';

/** `/:lang(fr)?`: an optional language prefix in Next's path patterns. */
const lang = `/:lang(${prefixedLocales.join('|')})?`;

/**
 * The paths proxy.ts runs for. Next reads the matcher as a literal before any code runs, so `npm run proxy:matcher`
 * writes this list into proxy.ts, and tests/unit/proxy-matcher.test.ts fails while the two differ.
 */
export function proxyMatcher() {
  return [
    // The home path when its answer may be another language (docs/behaviour/experience.md#language-choice).
    ...homeMayBePrefixed.map((conditions) => ({ source: '/', ...conditions })),
    // A proxy's redirect carries next.config's headers, unlike Next's own redirects.
    ...redirectSources,
    // Filters are in the query: only a list that has one pays for the proxy (a search alone is a static rewrite).
    ...['category', 'tag'].map((key) => ({ source: `${lang}/blog`, has: [{ type: 'query', key }] })),
    { source: `${lang}/portfolio`, has: [{ type: 'query', key: 'category' }] },
    // The filtered views' internal pages answer as unknown paths (under views/: public/portfolio/ holds images).
    { source: `${lang}/blog/views/:path+` },
    { source: `${lang}/portfolio/views/:path+` },
    // Articles and their share pictures are checked against the published ones.
    { source: `${lang}/blog/:slug` },
    { source: `${lang}/og/blog/:slug` },
    // A malformed percent escape would reach Next's decoding of a dynamic segment and get a 500.
    { source: '/((?!api/|_next/).*%.*)' },
    // The confirmation page's button posts to the page: the post goes to the API route, never read as a Server Action.
    ...[...confirmationPages.keys()].map((source) => ({ source })),
  ];
}
