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
  // The backlog and the ceilings, or `unavailable` while the lead store does not answer.
  const leads = signedWith(request, serverEnv.CRON_SECRET)
    ? await Promise.all([leadBacklog(), leadCeilings()]).then(
        ([backlog, ceilings]) => ({ ...backlog, ...ceilings }),
        () => 'unavailable',
      )
    : undefined;
  return Response.json(
    {
      status: 'ok',
      environment: appEnvironment,
      ready,
      services: configuredServices(vars),
      leads,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
