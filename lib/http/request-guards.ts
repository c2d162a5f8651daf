import { createHash, timingSafeEqual } from 'node:crypto';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { rateLimit } from '@/lib/rate-limit';
import { clientKey } from './client-key';
import { HONEYPOT_FIELD } from './honeypot';
import { formRateRule } from './rate-rules';
import { readCappedBody } from './read-capped-body';

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

type FormPost<T> = { body: unknown; parsed: boolean; t: T };

/**
 * The steps every form's route takes, the cheap ones first (docs/architecture.md#contact-api): 403 from another
 * origin, 415 for anything but JSON, the body read within `maxBytes` and a deadline (413, 408), then the client's
 * rate limit in the route's own window (429 with Retry-After and `limited`'s fields), then `answer` with the body in
 * the language it asks for. Whatever throws, the visitor is asked to retry (502 with `failed`): never a bare 500.
 */
export function formRoute<T>(
  name: string,
  maxBytes: number,
  steps: {
    translators: (locale: Locale) => Promise<T>;
    limited: (t: T, retryAfterMs: number) => object;
    failed: (t: T) => string;
    answer: (post: FormPost<T>) => Promise<Response>;
  },
) {
  const route = async (request: Request): Promise<Response> => {
    if (!sameOrigin(request)) return noStoreJson({ ok: false, error: 'forbidden' }, 403);
    if (!isJson(request)) return noStoreJson({ ok: false, error: 'unsupported media type' }, 415);
    const { raw, refusal } = await readCappedBody(request, maxBytes);
    if (refusal) return refusal;
    let body: unknown;
    let parsed = true;
    try {
      body = JSON.parse(raw);
    } catch {
      parsed = false;
    }
    const t = await steps.translators(requestedLocale(body));
    const limit = await rateLimit(name, clientKey(request), formRateRule);
    if (!limit.allowed) {
      const retryAfter = String(Math.ceil(limit.retryAfterMs / 1000));
      const answer = { ok: false, ...steps.limited(t, limit.retryAfterMs) };
      return noStoreJson(answer, 429, { 'Retry-After': retryAfter });
    }
    return steps.answer({ body, parsed, t });
  };
  return async (request: Request): Promise<Response> => {
    try {
      return await route(request);
    } catch (error) {
      console.error(`[${name}] unexpected failure`, error);
      return noStoreJson({ ok: false, error: steps.failed(await steps.translators(routing.defaultLocale)) }, 502);
    }
  };
}

/** A field of a JSON body, if it is an object. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** The language of the answers: the one the body says, the default language when it says none we know. */
function requestedLocale(body: unknown): Locale {
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
