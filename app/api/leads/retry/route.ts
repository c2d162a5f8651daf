import { createHash, timingSafeEqual } from 'node:crypto';
import { retryPendingLeads } from '@/lib/contact/lead-retries';
import { serverEnv } from '@/lib/server-env';

export const dynamic = 'force-dynamic';
/** A run stops starting leads after 45 s; the rest wait for the next call. */
export const maxDuration = 60;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (digests of equal length), so the answer's timing says nothing of the secret. */
function signedWith(authorization: string | null, secret: string): boolean {
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${secret}`));
}

/**
 * Vercel Cron's call (vercel.json), signed as Vercel signs it: `Authorization: Bearer <CRON_SECRET>`. Retries the
 * leads still waiting for the email provider (docs/architecture.md#leads). Without a secret configured the route does not exist.
 */
export async function GET(request: Request): Promise<Response> {
  const secret = serverEnv.CRON_SECRET;
  const headers = { 'Cache-Control': 'no-store' };
  if (!secret) return Response.json({ ok: false }, { status: 404, headers });
  if (!signedWith(request.headers.get('authorization'), secret)) {
    return Response.json({ ok: false }, { status: 401, headers: { ...headers, 'WWW-Authenticate': 'Bearer' } });
  }
  return Response.json({ ok: true, ...(await retryPendingLeads()) }, { headers });
}
