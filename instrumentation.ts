/**
 * Runs once when a server starts (`next start`, or each Vercel function): one line in the log says which
 * services this deployment uses, without a secret; in production, anything still missing is logged as an error.
 * Under `next start` it also starts the retries of the leads the email provider has not taken yet (not under
 * `next dev`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ env }, { startupReport }] = await Promise.all([import('./lib/env'), import('./lib/production-readiness')]);
  // Public variables as this build inlined them; the server's own variables as it runs.
  const { info, problems } = startupReport({ ...process.env, ...env });
  console.info(info);
  for (const problem of problems) console.error(`[health] not ready for production: ${problem}`);
  // Vercel calls the retry route from its Cron instead; a build only prerenders. `next dev` starts none: compiling the
  // lead store and the email provider would hold its first page back (docs/architecture.md#development-server).
  if (process.env.VERCEL || process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.NODE_ENV !== 'production') return;
  const { startLeadRetries } = await import('./lib/contact/lead-retries');
  startLeadRetries();
}
