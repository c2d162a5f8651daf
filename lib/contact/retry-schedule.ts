import vercelConfig from '@/vercel.json';

/**
 * When Vercel Cron calls the lead retries: the schedule of vercel.json, read into the build, so the server can say
 * which one it was deployed with (docs/deploy.md#vercel-plans-hobby-or-pro). Daily by default, which every plan
 * accepts; every minute on Pro.
 */
export const leadRetrySchedule: string | undefined = vercelConfig.crons.find(
  (cron) => cron.path === '/api/leads/retry',
)?.schedule;
