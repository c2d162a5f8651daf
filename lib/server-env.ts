import 'server-only';
import { z } from 'zod';
import { appEnvironment, siteUrl } from '@/lib/env';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Secrets: server-only, validated once; a malformed value fails loudly at start. */
export const serverEnv = z
  .object({
    RESEND_API_KEY: optionalString,
    RESEND_BASE_URL: optionalString,
    CONTACT_TO_EMAIL: z.email().default('hello@camille-laurent.dev'),
    CONTACT_FROM_EMAIL: z.string().default('Website <website@camille-laurent.dev>'),
    CONTACT_OUTBOX_DIR: z.string().default('.outbox'),
    /** The Resend segment (formerly audience) that confirmed newsletter subscribers join. */
    RESEND_SEGMENT_ID: optionalString,
    /** Seals the newsletter's confirmation links and signs the contact form's proofs of work. */
    NEWSLETTER_SECRET: optionalString,
    SANITY_REVALIDATE_SECRET: optionalString,
    /** A Viewer token of the Sanity project: draft mode reads unpublished drafts with it (docs/architecture.md#draft-preview). */
    SANITY_API_READ_TOKEN: optionalString,
    /** Shares the rate limits, mail limits and used links between instances (redis:// or rediss://, as Upstash and Vercel's Redis give). */
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /** Emails to addresses visitors typed (acknowledgements, newsletter confirmations), all together, per hour. */
    VISITOR_MAIL_HOURLY_CAP: z.coerce.number().int().min(1).max(10_000).default(20),
    /** New contact requests the site takes an hour, all clients together; past it the send-failure message (docs/architecture.md#leads). */
    LEADS_HOURLY_CAP: z.coerce.number().int().min(1).max(100_000).default(60),
    /** A folder on this server's disk that keeps every contact request until it is delivered (docs/architecture.md#leads). */
    LEADS_DIR: optionalString,
    /** Signs the retry route that Vercel Cron calls (it sends `Authorization: Bearer <CRON_SECRET>`). */
    CRON_SECRET: optionalString,
    /** Under `next start`: how often the server itself retries the leads still waiting for the provider. */
    LEAD_RETRY_PERIOD_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    /** Resend's limit per team; the retries keep under it (Resend raises it on request). */
    RESEND_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).max(1_000).default(2),
    /** Vercel sets VERCEL=1 on its own hosts, where its client-address and geolocation headers can be trusted. */
    VERCEL: optionalString,
    /** `true` where a proxy other than Vercel's sets (and overwrites) the x-vercel-ip-* geolocation headers. */
    GEO_HEADERS_TRUSTED: optionalString.pipe(z.enum(['true', 'false']).optional()),
    /** Tests only: the host of a local stand-in for the content service's query API (tests/e2e/fake-sanity.ts). */
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
