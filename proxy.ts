import { NextResponse, type NextRequest } from 'next/server';
import { chooseHomeLocale, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/i18n/language-choice';
import { articleAt, withLocalePrefix } from '@/i18n/paths';
import { isLocale, routing } from '@/i18n/routing';
import { notFoundPagePath, redirectTarget } from '@/i18n/rewrites';
import { isFilterKey, isPublishedArticle } from '@/lib/content/kept-reading';
import { siteUrl } from '@/lib/env';
import { FILTERED_VIEW_PATH, filteredViewPath, noPostViewPath, SINGLE_FILTER_VIEW } from '@/lib/list-views';
import { allowedMethods, CONFIRM_API_PATH, confirmationPages, READ_METHODS } from '@/lib/http/allowed-methods';

const plainAnswer = (status: number, text: string, headers?: HeadersInit) =>
  new NextResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

function rewriteTo(request: NextRequest, pathname: string, query?: Record<string, string>): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return NextResponse.rewrite(url);
}

/**
 * Home path only: a stored choice wins, else the browser's language, then stored; the redirect keeps the query
 * (docs/behaviour/experience.md#language-choice).
 */
function homeLanguage(request: NextRequest): NextResponse {
  const { locale, store } = chooseHomeLocale(
    request.cookies.get(LANGUAGE_COOKIE)?.value,
    request.headers.get('accept-language'),
  );
  const prefixed = request.nextUrl.clone();
  prefixed.pathname = withLocalePrefix(locale, '/');
  const response = locale === routing.defaultLocale ? NextResponse.next() : NextResponse.redirect(prefixed, 307);
  // The answer depends on the cookie and the browser's language: no shared cache may keep it for another visitor.
  // (Next replaces a page's Vary, but keeps a Cache-Control that is already set.)
  response.headers.set('Cache-Control', 'private, no-cache');
  response.headers.set('Vary', 'Cookie, Accept-Language');
  if (store) {
    // Over https (as the site URL or the trusted proxy says), the cookie is never sent in clear.
    const https =
      siteUrl.startsWith('https:') || request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';
    response.cookies.set(LANGUAGE_COOKIE, locale, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: https,
    });
  }
  return response;
}

/**
 * The prerendered page of a filtered list (lib/list-views.ts); its internal path itself is not a public URL. A tag or
 * category with no prerendered view goes straight to the "no articles found" view (lib/content/kept-reading.ts).
 */
async function filteredView(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  const internal = FILTERED_VIEW_PATH.exec(pathname);
  const language = internal?.[1] ?? routing.defaultLocale;
  const target = internal && isLocale(language) ? notFoundPagePath(language) : filteredViewPath(pathname, searchParams);
  if (!target) return NextResponse.next();
  const single = SINGLE_FILTER_VIEW.exec(target);
  const unknown = single && (await isFilterKey(single[1], single[2], single[3])) === false;
  return rewriteTo(request, unknown ? noPostViewPath(single[1]) : target);
}

/**
 * Runs only for the paths of `config.matcher` (lib/proxy-matcher.ts); every other request is served by static
 * rewrites without our code. Both hosts refuse a method its path does not take before the proxy runs
 * (docs/architecture.md#methods); the proxy refuses it as well, for `next dev`.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!READ_METHODS.includes(request.method)) {
    // The confirmation page's form has no action: its post, token in the query, goes to the API route.
    const confirming = request.method === 'POST' && confirmationPages.get(pathname);
    if (confirming) return rewriteTo(request, CONFIRM_API_PATH, { lang: confirming });
    return plainAnswer(405, 'Method Not Allowed', { Allow: allowedMethods(pathname).join(', ') });
  }
  try {
    decodeURI(pathname);
  } catch {
    return plainAnswer(400, 'Bad Request');
  }
  const target = redirectTarget(pathname);
  // A proxy's answer carries the headers of next.config, which Next leaves off its own config redirects.
  if (target) return NextResponse.redirect(new URL(target + search, request.url), 308);
  if (pathname === '/') return homeLanguage(request);
  // An unpublished article (or its share picture) is its language's prerendered not-found page, rendering nothing
  // and caching nothing; while the content cannot be read at all, the article page decides
  // (docs/architecture.md#not-found-pages).
  const article = articleAt(pathname);
  if (article) {
    const published = await isPublishedArticle(article.locale, article.slug);
    return published === false ? rewriteTo(request, notFoundPagePath(article.locale)) : NextResponse.next();
  }
  return filteredView(request);
}

// Written by `npm run proxy:matcher` from lib/proxy-matcher.ts, which says why each path is here.
/* eslint-disable i18n/no-locale-literal -- the routing table's languages, written out as Next requires. */
export const config = {
  matcher: [
    { source: '/', has: [{ type: 'cookie', key: 'language', value: '(?:fr)' }] },
    {
      source: '/',
      has: [{ type: 'header', key: 'accept-language', value: '.*(?:[fF][rR]).*' }],
      missing: [{ type: 'cookie', key: 'language', value: '(?:en|fr)' }],
    },
    '/en',
    '/en/:path*',
    '/author',
    '/fr/about',
    '/fr/author',
    '/fr/privacy-policy',
    '/fr/legal-mentions',
    '/fr/cookie-settings',
    '/fr/accessibility',
    '/fr/cities',
    '/fr/web-developer/:city',
    '/fr/web-developer-france',
    '/fr/mobile-app-developer-europe',
    '/fr/european-digital-solutions',
    '/fr/custom-websites-france',
    '/fr/freelance-developer-france',
    '/fr/web-development-paris',
    '/fr/digital-transformation-europe',
    { source: '/:lang(fr)?/blog', has: [{ type: 'query', key: 'category' }] },
    { source: '/:lang(fr)?/blog', has: [{ type: 'query', key: 'tag' }] },
    { source: '/:lang(fr)?/portfolio', has: [{ type: 'query', key: 'category' }] },
    { source: '/:lang(fr)?/blog/views/:path+' },
    { source: '/:lang(fr)?/portfolio/views/:path+' },
    { source: '/:lang(fr)?/blog/:slug' },
    { source: '/:lang(fr)?/og/blog/:slug' },
    { source: '/((?!api/|_next/).*%.*)' },
    { source: '/newsletter/confirm' },
    { source: '/fr/newsletter/confirm' },
  ],
};
