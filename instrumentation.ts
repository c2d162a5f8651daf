/**
 * Runs once when a server starts (`next start`, or each Vercel function): one line in the log says which
 * services this deployment uses, without a secret; in production, anything still missing is logged as an error.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ env }, { startupReport }] = await Promise.all([import('./lib/env'), import('./lib/production-readiness')]);
  // Public variables as this build inlined them; the server's own variables as it runs.
  const { info, problems } = startupReport({ ...process.env, ...env });
  console.info(info);
  for (const problem of problems) console.error(`[health] not ready for production: ${problem}`);
}
