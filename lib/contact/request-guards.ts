import { siteUrl } from '@/lib/env';

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

export function isJson(request: Request): boolean {
  return request.headers.get('content-type')?.split(';')[0].trim().toLowerCase() === 'application/json';
}

/**
 * The body as text, read up to `limit` bytes; `null` when it is larger, whether Content-Length says so
 * up front or lies (or is missing) and the stream runs over.
 */
export async function readCappedBody(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length')) > limit) return null;
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
