import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** Public variables are inlined at build time, so each is read by its literal name. */
const publicSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  /** production, staging, preview, performance, or any other name: anything but production and development shows the environment banner. */
  NEXT_PUBLIC_APP_ENV: optionalString,
  NEXT_PUBLIC_SANITY_PROJECT_ID: optionalString,
  NEXT_PUBLIC_SANITY_DATASET: z.string().default('production'),
  NEXT_PUBLIC_GTM_ID: optionalString,
  NEXT_PUBLIC_GA_ID: optionalString,
  NEXT_PUBLIC_META_PIXEL_ID: optionalString,
  NEXT_PUBLIC_CLARITY_ID: optionalString,
  /** Vercel's environment (VERCEL_ENV: production, preview, development), inlined by next.config on Vercel's builds. */
  NEXT_PUBLIC_VERCEL_ENV: optionalString,
  NEXT_PUBLIC_VERCEL_ANALYTICS: z.enum(['on', 'off']).optional().catch(undefined),
  /** Server only: the peers whose X-Forwarded-For is read, as addresses, CIDR ranges or proxy-addr's range names. */
  TRUSTED_PROXIES: z.string().default('loopback, uniquelocal'),
});

export const env = publicSchema.parse({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV,
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET || undefined,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
  NEXT_PUBLIC_META_PIXEL_ID: process.env.NEXT_PUBLIC_META_PIXEL_ID,
  NEXT_PUBLIC_CLARITY_ID: process.env.NEXT_PUBLIC_CLARITY_ID,
  NEXT_PUBLIC_VERCEL_ENV: process.env.NEXT_PUBLIC_VERCEL_ENV,
  NEXT_PUBLIC_VERCEL_ANALYTICS: process.env.NEXT_PUBLIC_VERCEL_ANALYTICS,
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
});

/**
 * Which deployment this is: NEXT_PUBLIC_APP_ENV when the owner names one, else Vercel's own (a preview whose owner set
 * nothing still says so), else `development`. next.config and lib/production-readiness.ts pass raw variables.
 */
export function deploymentEnvironment(vars: Record<string, string | undefined>): string {
  return (vars.NEXT_PUBLIC_APP_ENV?.trim() || vars.NEXT_PUBLIC_VERCEL_ENV?.trim() || 'development').toLowerCase();
}

export const appEnvironment = deploymentEnvironment(env);

/** The canonical origin, without a trailing slash. */
export const siteUrl = env.NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');

/**
 * Vercel's Web Analytics exist only on Vercel, which serves their script at /_vercel/insights (elsewhere a
 * 404 and a console error): on when Vercel builds the site (`VERCEL`, read on the server at build time),
 * unless NEXT_PUBLIC_VERCEL_ANALYTICS says `off`; `on` forces them on another host that proxies that path.
 */
export function vercelAnalyticsEnabled(onVercel = Boolean(process.env.VERCEL || env.NEXT_PUBLIC_VERCEL_ENV)): boolean {
  return env.NEXT_PUBLIC_VERCEL_ANALYTICS ? env.NEXT_PUBLIC_VERCEL_ANALYTICS === 'on' : onVercel;
}
