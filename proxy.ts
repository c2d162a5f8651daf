import { NextResponse, type NextRequest } from 'next/server';
import { chooseHomeLocale, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/i18n/language-choice';

/** Runs for `/` alone (see matcher): every other path is served by static rewrites without our code. */
export function proxy(request: NextRequest) {
  const { locale, store } = chooseHomeLocale(
    request.cookies.get(LANGUAGE_COOKIE)?.value,
    request.headers.get('accept-language'),
  );
  let response: NextResponse;
  if (locale === 'fr') {
    const url = request.nextUrl.clone();
    url.pathname = '/fr';
    response = NextResponse.redirect(url, 307);
  } else {
    response = NextResponse.next();
  }
  response.headers.set('Vary', 'Cookie, Accept-Language');
  if (store) {
    response.cookies.set(LANGUAGE_COOKIE, locale, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE,
      sameSite: 'lax',
    });
  }
  return response;
}

export const config = { matcher: ['/'] };
