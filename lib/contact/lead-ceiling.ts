import 'server-only';
import { claimOnce, rateLimit, windowFull, type RateDecision } from '@/lib/rate-limit';
import { serverEnv } from '@/lib/server-env';

const HOUR_MS = 3_600_000;
const scope = 'new-leads';
const rule = () => ({ attempts: serverEnv.LEADS_HOURLY_CAP, windowMs: HOUR_MS });

/**
 * Counts one new lead against the site's ceiling, LEADS_HOURLY_CAP new leads an hour in all, counted in the shared
 * store (docs/architecture.md#leads): refused past it. The owner is told once an hour at most, in the log (and
 * /api/health says so while it lasts): a flood of leads from many clients, or more work than one person can take.
 */
export async function roomForNewLead(): Promise<RateDecision> {
  const decision = await rateLimit(scope, 'all', rule());
  if (!decision.allowed && (await claimOnce(`${scope}-ceiling-told`, 'all', HOUR_MS))) {
    console.warn(
      `[leads] ${rule().attempts} new contact requests in the last hour (LEADS_HOURLY_CAP): the next ones are refused with the send-failure message until the hour has room (docs/architecture.md#leads)`,
    );
  }
  return decision;
}

/** What /api/health says of the ceiling: the number an hour, and whether the last hour reached it. */
export async function leadCeiling() {
  return { hourlyCap: rule().attempts, hourlyCapReached: await windowFull(scope, 'all', rule()) };
}
