import { homeMayBePrefixed } from '@/i18n/language-choice';
import { prefixedLocales } from '@/i18n/routing';
import { localeRedirects } from '@/i18n/rewrites';
import { confirmationPages } from '@/lib/newsletter/confirm-path';

type Condition = { type: 'cookie' | 'header' | 'query'; key: string; value?: string };
type MatcherEntry = string | { source: string; has?: Condition[]; missing?: Condition[] };

/** `/:lang(fr)?`: an optional language prefix in Next's path patterns. */
const langPrefix = `/:lang(${prefixedLocales.join('|')})?`;

/**
 * The paths proxy.ts runs for, from the routing table. Next reads the matcher as a literal before any code
 * runs, so `npm run proxy:matcher` writes this list into proxy.ts, and tests/unit/proxy-matcher.test.ts fails
 * while the two differ. Every other request is served by static rewrites without our code.
 */
export function proxyMatcher(): MatcherEntry[] {
  return [
    // The home path, only when its answer may be another language than the default
    // (docs/behaviour/experience.md#language-choice). Any other
    // visit gets the default page without the proxy, and the headers of next.config store its choice.
    ...homeMayBePrefixed.map((conditions) => ({ source: '/', ...conditions })),
    // The redirect sources: a proxy's answer carries the headers of next.config, unlike Next's own redirects.
    ...localeRedirects().map(({ source }) => source),
    // The lists' filters are in the query: only a request that has one pays for the proxy. A search alone is a
    // static rewrite (i18n/rewrites.ts, searchViewRewrites).
    ...['category', 'tag'].map((key): MatcherEntry => ({
      source: `${langPrefix}/blog`,
      has: [{ type: 'query', key }],
    })),
    { source: `${langPrefix}/portfolio`, has: [{ type: 'query', key: 'category' }] },
    // The internal pages of the filtered views answer as unknown paths.
    { source: `${langPrefix}/blog/views/:path+` },
    // (Under views/, since public/portfolio/ holds the projects' images.)
    { source: `${langPrefix}/portfolio/views/:path+` },
    // An article is checked against the published ones (public/blog/ keeps its images one folder down).
    { source: `${langPrefix}/blog/:slug` },
    { source: `${langPrefix}/og/blog/:slug` },
    // A percent escape anywhere: a malformed one would otherwise reach Next's own decoding of a dynamic
    // segment (/blog/[slug], /web-developer/[city]) and get a 500. Plain paths never carry one.
    { source: '/((?!api/|_next/).*%.*)' },
    // The newsletter's confirmation page, whose button posts to the page's own URL: the post goes to the API route,
    // with or without a body, so Next never reads it as a Server Action. Other methods are refused before the proxy
    // runs (docs/architecture.md#methods).
    ...[...confirmationPages.keys()].map((source) => ({ source })),
  ];
}
