import { leadCeilings } from '@/lib/contact/admission';
import { leadBacklog } from '@/lib/contact/leads';
import { appEnvironment, env } from '@/lib/env';
import { signedWith } from '@/lib/http/request-guards';
import { configuredServices, productionProblems } from '@/lib/production-readiness';
import { serverEnv } from '@/lib/server-env';

export const dynamic = 'force-dynamic';

/**
 * Says whether this deployment is wired up: which kind of service each part uses and, in production, whether anything
 * is missing (the server log at start names it). No secret, id, address, version or personal data, and nothing of the
 * limits' state: the leads waiting and the ceilings only for the bearer of CRON_SECRET (docs/architecture.md#health-check).
 */
export async function GET(request: Request): Promise<Response> {
  // Public variables as this build inlined them; the server's own variables as it runs.
  const vars = { ...process.env, ...env };
  const ready = appEnvironment !== 'production' || productionProblems(vars).length === 0;
  const details = signedWith(request, serverEnv.CRON_SECRET) ? { leads: await leads() } : {};
  return Response.json(
    {
      status: 'ok',
      environment: appEnvironment,
      ready,
      services: configuredServices(vars),
      ...details,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** The lead store's backlog and the ceilings, or `unavailable` while the store does not answer. */
async function leads() {
  try {
    return { ...(await leadBacklog()), ...(await leadCeilings()) };
  } catch {
    return 'unavailable';
  }
}
