/**
 * Runs once when a server starts (`next start`, or each Vercel function): in production, anything still missing is
 * logged as an error; with REDIS_URL, the server waits (a second at most) for its connection, so its first requests
 * count and keep leads in Redis.
 * Under `next start` it also refuses the methods a path does not take before Next sees the request, and starts the
 * retries of the leads the email provider has not taken yet (not under `next dev`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ env, appEnvironment }, { productionProblems }] = await Promise.all([
    import('./lib/env'),
    import('./lib/production-readiness'),
  ]);
  // Public variables as this build inlined them; the server's own variables as it runs.
  const problems = appEnvironment === 'production' ? productionProblems({ ...process.env, ...env }) : [];
  for (const problem of problems) console.error(`[health] not ready for production: ${problem}`);
  // A build only prerenders. `next dev` posts to its own overlay's paths (docs/architecture.md#methods) and starts no
  // retries: compiling the lead store and the email provider would hold its first page back
  // (docs/architecture.md#development-server).
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.NODE_ENV !== 'production') return;
  await (await import('./lib/rate-limit')).redisReady();
  // Vercel answers odd methods with the routes of vercel.json and calls the retry route from its Cron.
  if (process.env.VERCEL) return;
  (await import('./lib/http/method-guard')).installMethodGuard();
  (await import('./lib/contact/leads')).startLeadRetries();
}
