import { retryPendingLeads } from '@/lib/contact/leads';
import { signedWith } from '@/lib/http/request-guards';
import { serverEnv } from '@/lib/server-env';

export const dynamic = 'force-dynamic';
/** A run stops starting leads after 45 s; the rest wait for the next call. */
export const maxDuration = 60;

/**
 * Vercel Cron's call (vercel.json), signed as Vercel signs it: `Authorization: Bearer <CRON_SECRET>`. Retries the
 * leads still waiting for the email provider (docs/architecture.md#leads). Without a secret the route does not exist.
 */
export async function GET(request: Request): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  if (!serverEnv.CRON_SECRET) return Response.json({ ok: false }, { status: 404, headers });
  if (!signedWith(request, serverEnv.CRON_SECRET)) {
    return Response.json({ ok: false }, { status: 401, headers: { ...headers, 'WWW-Authenticate': 'Bearer' } });
  }
  return Response.json({ ok: true, ...(await retryPendingLeads()) }, { headers });
}
