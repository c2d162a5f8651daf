import { NextResponse, type NextRequest } from 'next/server';
import { chooseHomeLocale, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/i18n/language-choice';
import { articleAt, articleShareImageAt, withLocalePrefix } from '@/i18n/paths';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { notFoundPagePath, redirectTarget } from '@/i18n/rewrites';
import { isFilterKey, isPublishedArticle } from '@/lib/content/kept-reading';
import { siteUrl } from '@/lib/env';
import { FILTERED_VIEW_PATH, filteredViewPath, noPostViewPath, SINGLE_FILTER_VIEW } from '@/lib/list-views';
import { allowedMethods, allowHeader, READ_METHODS } from '@/lib/http/allowed-methods';
import { CONFIRM_API_PATH, confirmationPages } from '@/lib/newsletter/confirm-path';

const readMethods = new Set<string>(READ_METHODS);

function plainAnswer(status: number, text: string, headers?: HeadersInit) {
  return new NextResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}

/**
 * The confirmation page's form has no action, so that without JavaScript it posts to the page's own URL, whose
 * query holds the token: that post goes to the API route that confirms, with the page's language.
 */
function confirmationPost(request: NextRequest): NextResponse | undefined {
  const locale = request.method === 'POST' ? confirmationPages.get(request.nextUrl.pathname) : undefined;
  if (!locale) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = CONFIRM_API_PATH;
  url.searchParams.set('lang', locale);
  return NextResponse.rewrite(url);
}

/** Over https (as the site URL or the trusted proxy says), the language cookie is never sent in clear. */
function servedOverHttps(request: NextRequest): boolean {
  return siteUrl.startsWith('https:') || request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';
}

/**
 * Home path only: a stored choice wins, else the browser's language, then stored
 * (docs/behaviour/experience.md#language-choice).
 */
function homeLanguage(request: NextRequest): NextResponse {
  const { locale, store } = chooseHomeLocale(
    request.cookies.get(LANGUAGE_COOKIE)?.value,
    request.headers.get('accept-language'),
  );
  // The redirect keeps the query (docs/behaviour/experience.md#language-choice).
  const prefixed = request.nextUrl.clone();
  prefixed.pathname = withLocalePrefix(locale, '/');
  const response = locale === routing.defaultLocale ? NextResponse.next() : NextResponse.redirect(prefixed, 307);
  // The answer depends on the cookie and the browser's language: no shared cache may keep it for another visitor.
  // (Next replaces a page's Vary, but keeps a Cache-Control that is already set.)
  response.headers.set('Cache-Control', 'private, no-cache');
  response.headers.set('Vary', 'Cookie, Accept-Language');
  if (store) {
    response.cookies.set(LANGUAGE_COOKIE, locale, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: servedOverHttps(request),
    });
  }
  return response;
}

/** Serves the page at an internal path in place of the one asked for. */
function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

/**
 * The prerendered page of a filtered list (lib/list-views.ts); its internal path itself is not a public URL. A
 * tag or category with no prerendered view goes straight to the "no articles found" view: Next would otherwise
 * render its way to a miss first (lib/content/kept-reading.ts).
 */
async function filteredView(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  const found = FILTERED_VIEW_PATH.exec(pathname);
  const language = found?.[1] ?? routing.defaultLocale;
  const target = found && isLocale(language) ? notFoundPagePath(language) : filteredViewPath(pathname, searchParams);
  if (!target) return NextResponse.next();
  const single = SINGLE_FILTER_VIEW.exec(target);
  const unknown = single && (await isFilterKey(single[1], single[2], single[3])) === false;
  return rewriteTo(request, unknown ? noPostViewPath(single[1]) : target);
}

/**
 * An article that is not published, and its share picture, answer the prerendered not-found page of its language
 * (status 404) without rendering anything: articles and their pictures are rendered on demand (one published after
 * the build appears without one), so an unknown slug would otherwise cost a render and leave a page in the cache
 * (docs/architecture.md#not-found-pages).
 * While the content cannot be read at all, the article page decides.
 */
async function article(request: NextRequest, { locale, slug }: { locale: Locale; slug: string }) {
  if ((await isPublishedArticle(locale, slug)) === false) return rewriteTo(request, notFoundPagePath(locale));
  return NextResponse.next();
}

/**
 * Runs only for the paths of `config.matcher` (lib/proxy-matcher.ts): the home path when its answer may be
 * another language, the few redirect sources, the articles and their share pictures, the lists with a filter in
 * their query, and the newsletter's confirmation page. Every other request is served by static rewrites without our
 * code. A method its path does not take is refused before the proxy runs, on both hosts
 * (docs/architecture.md#methods); the proxy refuses it as well, for `next dev`.
 */
export async function proxy(request: NextRequest) {
  if (!readMethods.has(request.method)) {
    const allow = allowHeader(allowedMethods(request.nextUrl.pathname));
    return confirmationPost(request) ?? plainAnswer(405, 'Method Not Allowed', { Allow: allow });
  }
  const { pathname, search } = request.nextUrl;
  try {
    decodeURI(pathname);
  } catch {
    return plainAnswer(400, 'Bad Request');
  }
  const target = redirectTarget(pathname);
  // A proxy's answer carries the headers of next.config, which Next leaves off its own config redirects.
  if (target) return NextResponse.redirect(new URL(target + search, request.url), 308);
  if (pathname === '/') return homeLanguage(request);
  const named = articleAt(pathname) ?? articleShareImageAt(pathname);
  if (named) return article(request, named);
  return filteredView(request);
}

// Written by `npm run proxy:matcher` from lib/proxy-matcher.ts, which says why each path is here.
/* eslint-disable i18n/no-locale-literal -- the routing table's languages, written out as Next requires. */
export const config = {
  matcher: [
    { source: '/', has: [{ type: 'cookie', key: 'language', value: 'fr' }] },
    {
      source: '/',
      has: [{ type: 'header', key: 'accept-language', value: '.*[fF][rR].*' }],
      missing: [{ type: 'cookie', key: 'language', value: '(?:en|fr)' }],
    },
    '/en',
    '/en/:path*',
    '/fr/about',
    '/author',
    '/fr/author',
    '/fr/privacy-policy',
    '/fr/legal-mentions',
    '/fr/cookie-settings',
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
