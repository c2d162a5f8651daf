import { leadBacklog } from '@/lib/contact/lead-retries';
import { leadRetrySchedule } from '@/lib/contact/retry-schedule';
import { appEnvironment, env } from '@/lib/env';
import { configuredServices, productionProblems } from '@/lib/production-readiness';

export const dynamic = 'force-dynamic';

/**
 * Says whether this deployment is wired up: which kind of service each part uses and, in production,
 * whether anything is missing (the server log at start names it), and the contact requests still waiting for
 * the email provider. No secret, id, address, version or personal data.
 */
export async function GET(): Promise<Response> {
  // Public variables as this build inlined them; the server's own variables as it runs.
  const vars = { ...process.env, ...env };
  const ready = appEnvironment !== 'production' || productionProblems(vars).length === 0;
  return Response.json(
    {
      status: 'ok',
      environment: appEnvironment,
      ready,
      services: configuredServices(vars, leadRetrySchedule),
      leads: await leads(),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** The lead store's backlog, or `unavailable` while the store does not answer. */
async function leads() {
  try {
    return await leadBacklog();
  } catch {
    return 'unavailable';
  }
}
