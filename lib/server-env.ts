import 'server-only';
import { z } from 'zod';

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
    /** Seals the newsletter's confirmation links (lib/newsletter/token.ts). */
    NEWSLETTER_SECRET: optionalString,
    SANITY_REVALIDATE_SECRET: optionalString,
    /** Tests only: the host of a local stand-in for the content service's query API (tests/e2e/fake-sanity.ts). */
    SANITY_API_HOST: optionalString.pipe(z.url().optional()),
  })
  .parse(process.env);
