import { isLocale, type Locale } from '@/i18n/routing';
import { buildEmail, deliver, idempotencyKey } from '@/lib/contact/deliver';
import { createRateLimiter } from '@/lib/contact/rate-limit';
import { contactSchema, fieldErrors } from '@/lib/contact/schema';
import { contactTexts } from '@/lib/contact/texts';
import { siteUrl } from '@/lib/env';

// design.md: a contact body is at most 32 KiB.
const maxBodyBytes = 32 * 1024;

const limiter = createRateLimiter();

function json(body: unknown, status: number, headers?: HeadersInit) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Only pages of this site may post: the Origin must be this host (as the proxy saw it) or the canonical origin. */
function sameOrigin(request: Request): boolean {
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

/** The hosting proxy puts the visitor's address first in X-Forwarded-For. */
function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0].trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}

/** Reads at most `limit` bytes; `null` when the body is larger (a lying or missing Content-Length included). */
async function readBody(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function localeOf(body: unknown): Locale {
  const locale = typeof body === 'object' && body !== null ? (body as { locale?: unknown }).locale : undefined;
  return typeof locale === 'string' && isLocale(locale) ? locale : 'en';
}

export async function POST(request: Request): Promise<Response> {
  try {
    return await handle(request);
  } catch (error) {
    // Whatever went wrong, the visitor keeps the form and is asked to retry: never a bare 500.
    console.error('[contact] unexpected failure', error);
    return json({ ok: false, error: contactTexts('en').errors.sendFailed }, 502);
  }
}

async function handle(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return json({ ok: false, error: 'forbidden' }, 403);

  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return json({ ok: false, error: 'unsupported media type' }, 415);

  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBodyBytes) return json({ ok: false, error: 'payload too large' }, 413);
  const raw = await readBody(request, maxBodyBytes);
  if (raw === null) return json({ ok: false, error: 'payload too large' }, 413);

  const decision = limiter.attempt(clientKey(request));
  if (!decision.allowed) {
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    return json({ ok: false, retryAfter: seconds }, 429, { 'Retry-After': String(seconds) });
  }

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json({ ok: false, errors: { form: contactTexts('en').errors.invalidRequest } }, 400);
  }
  const texts = contactTexts(localeOf(body));

  // A bot filled the hidden field: look successful, send nothing.
  const honeypot = typeof body === 'object' && body !== null ? (body as { website?: unknown }).website : undefined;
  if (honeypot !== undefined && honeypot !== '') return json({ ok: true, id: crypto.randomUUID() }, 200);

  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([field, code]) => [field, texts.errors[code ?? 'invalid']]),
    );
    return json({ ok: false, errors }, 400);
  }

  const key = idempotencyKey(parsed.data);
  const result = await deliver(await buildEmail(parsed.data, key), key);
  if (!result.ok) return json({ ok: false, error: texts.errors.sendFailed }, 502);
  return json({ ok: true, id: key }, 200);
}
