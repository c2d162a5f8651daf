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
