import { siteConfig, type SampleData } from '../site.config';

/**
 * What a production deployment needs, checked from the raw environment (next.config.ts runs this before a
 * production build; a production server logs it at start). Plain module, relative imports: next.config loads it.
 */
type Vars = Record<string, string | undefined>;

const set = (vars: Vars, name: string) => Boolean(vars[name]?.trim());

/**
 * The shortest newsletter secret accepted in production: 32 characters (e.g. `openssl rand -hex 32`).
 * @public named in docs/behaviour/constants.md
 */
export const MIN_SECRET_LENGTH = 32;

const sampleDescriptions: Record<SampleData, string> = {
  legalIdentity: 'the legal identity (siteConfig.legal: business name, SIRET, VAT number)',
  testimonials: 'the client quotes (messages/*.json, Testimonials.items)',
  portfolioResults: "the projects' figures (messages/*.json, Portfolio.projects.*.result)",
  authorVideo: "the author's video (content/source/author.json videoUrl, or the author document in Sanity)",
};

/**
 * Everything that would make a production site lose leads, mislead visitors or publish false legal
 * mentions, in words the owner can act on; empty when the deployment is ready.
 */
export function productionProblems(vars: Vars, sampleData: readonly SampleData[] = siteConfig.sampleData): string[] {
  const problems: string[] = [];
  const missing = (name: string, why: string) => {
    if (!set(vars, name)) problems.push(`${name} is not set: ${why}.`);
  };
  missing(
    'RESEND_API_KEY',
    'contact requests and newsletter sign-ups would be written to a folder on the server, not emailed',
  );
  missing('CONTACT_TO_EMAIL', 'the address that receives contact requests');
  missing('CONTACT_FROM_EMAIL', "the sender of the site's emails, on a domain verified in Resend");
  missing('RESEND_SEGMENT_ID', 'the Resend segment (formerly audience) that newsletter subscribers join');
  if ((vars.NEWSLETTER_SECRET?.trim().length ?? 0) < MIN_SECRET_LENGTH) {
    problems.push(
      `NEWSLETTER_SECRET is not set or shorter than ${MIN_SECRET_LENGTH} characters: it seals the newsletter's confirmation links.`,
    );
  }
  // A lead must outlive a provider outage: a durable store, and on Vercel a signed Cron (docs/architecture.md#leads).
  const onVercel = set(vars, 'VERCEL');
  if (onVercel && !set(vars, 'REDIS_URL')) {
    problems.push(
      "REDIS_URL is not set: on Vercel a contact request that the email provider refuses is kept only in Redis (a function's disk is neither shared nor kept). Add a Redis store and the line REDIS_URL=rediss://default:<password>@<host>:6379.",
    );
  } else if (!set(vars, 'REDIS_URL') && !set(vars, 'LEADS_DIR')) {
    problems.push(
      'No durable lead store: a contact request that the email provider refuses would be lost. Add the line LEADS_DIR=/var/lib/studio-site/leads (a folder only the site can write, on one server) or REDIS_URL=redis://localhost:6379 (several instances).',
    );
  }
  if (onVercel && !set(vars, 'CRON_SECRET')) {
    problems.push(
      'CRON_SECRET is not set: Vercel Cron could not call /api/leads/retry, so a request kept while the email provider failed would wait for the next contact request the provider takes. Add the line CRON_SECRET=<the output of openssl rand -hex 32>.',
    );
  }
  const siteUrl = vars.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000';
  if (!siteUrl.startsWith('https://')) {
    problems.push(`NEXT_PUBLIC_SITE_URL must be the public https:// origin of the site (now ${siteUrl}).`);
  }
  for (const testOnly of ['RESEND_BASE_URL', 'SANITY_API_HOST']) {
    if (set(vars, testOnly))
      problems.push(`${testOnly} is set: it is for tests only and points a service at a stand-in.`);
  }
  if (set(vars, 'PRODUCTION_CHECK')) {
    problems.push('PRODUCTION_CHECK is set: it is for the bench only and lets a build skip this check.');
  }
  for (const sample of sampleData) {
    problems.push(
      `Sample data is still in place: ${sampleDescriptions[sample]}. Replace it, then remove '${sample}' from siteConfig.sampleData in site.config.ts.`,
    );
  }
  return problems;
}

/** Which outside services the running site uses, without a secret, an id or an address: for /api/health. */
export function configuredServices(vars: Vars) {
  const emailKey = set(vars, 'RESEND_API_KEY');
  return {
    content: set(vars, 'NEXT_PUBLIC_SANITY_PROJECT_ID') ? 'sanity' : 'embedded dataset',
    contentWebhook: set(vars, 'SANITY_REVALIDATE_SECRET') ? 'on' : 'off',
    // Draft preview needs the project and its viewer token (SANITY_API_READ_TOKEN), which is never shown.
    draftPreview: set(vars, 'NEXT_PUBLIC_SANITY_PROJECT_ID') && set(vars, 'SANITY_API_READ_TOKEN') ? 'on' : 'off',
    email: emailKey ? 'resend' : 'local outbox',
    newsletter: !emailKey ? 'local outbox' : set(vars, 'RESEND_SEGMENT_ID') ? 'resend segment' : 'resend, no segment',
    rateLimit: set(vars, 'REDIS_URL') ? 'shared (redis)' : 'this instance only',
    leadStore: set(vars, 'REDIS_URL') ? 'redis' : set(vars, 'LEADS_DIR') ? 'folder' : 'local outbox',
  };
}
