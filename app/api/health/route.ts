import { appEnvironment, env } from '@/lib/env';
import { configuredServices, productionProblems } from '@/lib/production-readiness';

export const dynamic = 'force-dynamic';

/**
 * Says whether this deployment is wired up: which kind of service each part uses and, in production,
 * whether anything is missing (the server log at start names it). No secret, id, address or version.
 */
export function GET(): Response {
  // Public variables as this build inlined them; the server's own variables as it runs.
  const vars = { ...process.env, ...env };
  const ready = appEnvironment !== 'production' || productionProblems(vars).length === 0;
  return Response.json(
    { status: 'ok', environment: appEnvironment, ready, services: configuredServices(vars) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
