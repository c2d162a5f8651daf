import { createHash, timingSafeEqual } from 'node:crypto';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { HONEYPOT_FIELD } from './honeypot';
import { readCappedBody, type BodyReading } from './read-capped-body';

/** Only pages of this site may post: the Origin must be this host (as the proxy saw it) or the canonical origin. */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') !== 'cross-site';
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const allowed = [request.headers.get('x-forwarded-host'), request.headers.get('host'), new URL(siteUrl).host];
  return allowed.some((candidate) => candidate?.split(',')[0].trim() === host);
}

function isJson(request: Request): boolean {
  return request.headers.get('content-type')?.split(';')[0].trim().toLowerCase() === 'application/json';
}

/** An API answer no cache keeps. */
export function noStoreJson(body: unknown, status: number, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * The body of a JSON post from this site's pages, as text read within `maxBytes` and a deadline; or the answer
 * that refuses it: 403 from another origin, 415 for anything but JSON, 413 over the cap, 408 too slow. The
 * cheap checks first.
 */
export async function acceptJsonPost(request: Request, maxBytes: number): Promise<BodyReading> {
  if (!sameOrigin(request)) return { refusal: noStoreJson({ ok: false, error: 'forbidden' }, 403) };
  if (!isJson(request)) return { refusal: noStoreJson({ ok: false, error: 'unsupported media type' }, 415) };
  return readCappedBody(request, maxBytes);
}

export function parseJson(raw: string): { body: unknown } | undefined {
  try {
    return { body: JSON.parse(raw) };
  } catch {
    return undefined;
  }
}

/** A field of a JSON body, if it is an object. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** The language of the answers: the one the body says, the default language when it says none we know. */
export function requestedLocale(body: unknown): Locale {
  const locale = field(body, 'locale');
  return typeof locale === 'string' && isLocale(locale) ? locale : routing.defaultLocale;
}

/** A bot filled the hidden field (`HONEYPOT_FIELD`), which people never see. */
export function honeypotFilled(body: unknown): boolean {
  const honeypot = field(body, HONEYPOT_FIELD);
  return honeypot !== undefined && honeypot !== '';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the request carries `Authorization: Bearer <secret>`, as Vercel Cron signs its calls; compared in constant
 * time (digests of equal length), so the answer's timing says nothing of the secret. Never without a secret.
 */
export function signedWith(request: Request, secret: string | undefined): boolean {
  if (!secret) return false;
  return timingSafeEqual(digest(request.headers.get('authorization') ?? ''), digest(`Bearer ${secret}`));
}
