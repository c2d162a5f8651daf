import 'server-only';
import { z } from 'zod';
import { appEnvironment, siteUrl } from '@/lib/env';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * Secrets and server settings (docs/architecture.md#environment): server-only, validated once; a malformed value fails
 * loudly at start.
 */
export const serverEnv = z
  .object({
    RESEND_API_KEY: optionalString,
    RESEND_BASE_URL: optionalString,
    CONTACT_TO_EMAIL: z.email().default('hello@camille-laurent.dev'),
    CONTACT_FROM_EMAIL: z.string().default('Website <website@camille-laurent.dev>'),
    CONTACT_OUTBOX_DIR: z.string().default('.outbox'),
    RESEND_SEGMENT_ID: optionalString,
    NEWSLETTER_SECRET: optionalString,
    SANITY_REVALIDATE_SECRET: optionalString,
    SANITY_API_READ_TOKEN: optionalString,
    // redis:// or rediss://, as Upstash and Vercel's Redis give.
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    VISITOR_MAIL_HOURLY_CAP: z.coerce.number().int().min(1).max(10_000).default(20),
    LEADS_HOURLY_CAP: z.coerce.number().int().min(1).max(100_000).default(60),
    LEADS_DIR: optionalString,
    CRON_SECRET: optionalString,
    LEAD_RETRY_PERIOD_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    RESEND_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).max(1_000).default(2),
    // Vercel sets VERCEL=1 on its own hosts, where its client-address and geolocation headers can be trusted.
    VERCEL: optionalString,
    GEO_HEADERS_TRUSTED: optionalString.pipe(z.enum(['true', 'false']).optional()),
    SANITY_API_HOST: optionalString.pipe(z.url().optional()),
  })
  .parse(process.env);

/** Whether the visitor's geolocation headers come from the host, not from the visitor (lib/places/geolocation.ts). */
export const geoHeadersTrusted = serverEnv.VERCEL === '1' || serverEnv.GEO_HEADERS_TRUSTED === 'true';

/**
 * The key that seals newsletter links and signs proofs of work: NEWSLETTER_SECRET, or outside production a key
 * derived from the site's origin, so development and tests need no setup. A production build refuses to run without
 * it; a production server started without it signs nothing rather than accept forgeable links or proofs.
 */
export function siteSecret(): string | undefined {
  if (serverEnv.NEWSLETTER_SECRET) return serverEnv.NEWSLETTER_SECRET;
  return appEnvironment === 'production' ? undefined : `development-only:${siteUrl}`;
}
