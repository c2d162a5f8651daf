/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configuredServices, productionProblems } from '@/lib/production-readiness';

const ready = {
  RESEND_API_KEY: 're_live_secret_key',
  CONTACT_TO_EMAIL: 'owner@example.fr',
  CONTACT_FROM_EMAIL: 'Website <website@example.fr>',
  RESEND_SEGMENT_ID: 'seg_123',
  NEWSLETTER_SECRET: 'n'.repeat(32),
  NEXT_PUBLIC_SITE_URL: 'https://www.example.fr',
  LEADS_DIR: '/var/lib/studio-site/leads',
};

describe('productionProblems', () => {
  it('finds nothing to fix in a complete production environment without sample data', () => {
    expect(productionProblems(ready, [])).toEqual([]);
  });

  it.each([
    ['RESEND_API_KEY', /RESEND_API_KEY is not set: contact requests .* would be written to a folder/],
    ['CONTACT_TO_EMAIL', /CONTACT_TO_EMAIL is not set/],
    ['CONTACT_FROM_EMAIL', /CONTACT_FROM_EMAIL is not set/],
    ['RESEND_SEGMENT_ID', /RESEND_SEGMENT_ID is not set/],
    ['NEWSLETTER_SECRET', /NEWSLETTER_SECRET is not set or shorter than 32 characters/],
    [
      'NEXT_PUBLIC_SITE_URL',
      /NEXT_PUBLIC_SITE_URL must be the public https:\/\/ origin of the site \(now http:\/\/localhost:3000\)/,
    ],
  ])('names a missing %s', (name, expected) => {
    const problems = productionProblems({ ...ready, [name]: undefined }, []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
    expect(productionProblems({ ...ready, [name]: '  ' }, [])).toHaveLength(1);
  });

  it('refuses a short newsletter secret, an http:// site and the test-only stand-ins', () => {
    expect(productionProblems({ ...ready, NEWSLETTER_SECRET: 'short' }, [])).toHaveLength(1);
    expect(productionProblems({ ...ready, NEXT_PUBLIC_SITE_URL: 'http://www.example.fr' }, [])).toEqual([
      'NEXT_PUBLIC_SITE_URL must be the public https:// origin of the site (now http://www.example.fr).',
    ]);
    expect(
      productionProblems({ ...ready, RESEND_BASE_URL: 'http://127.0.0.1:3901', SANITY_API_HOST: 'http://x' }, []),
    ).toEqual([
      'RESEND_BASE_URL is set: it is for tests only and points a service at a stand-in.',
      'SANITY_API_HOST is set: it is for tests only and points a service at a stand-in.',
    ]);
    expect(productionProblems({ ...ready, PRODUCTION_CHECK: 'off' }, [])).toEqual([
      'PRODUCTION_CHECK is set: it is for the bench only and lets a build skip this check.',
    ]);
  });

  it('refuses a production without a durable lead store, with the line to add', () => {
    expect(productionProblems({ ...ready, LEADS_DIR: undefined }, [])).toEqual([
      expect.stringMatching(
        /^No durable lead store: .* Add the line LEADS_DIR=\/var\/lib\/studio-site\/leads .* REDIS_URL=/,
      ),
    ]);
    expect(productionProblems({ ...ready, LEADS_DIR: undefined, REDIS_URL: 'redis://localhost:6379' }, [])).toEqual([]);
  });

  it('demands Redis and CRON_SECRET on Vercel, where a disk is not kept and the retries come from its Cron', () => {
    expect(productionProblems({ ...ready, VERCEL: '1' }, [])).toEqual([
      expect.stringMatching(/^REDIS_URL is not set: on Vercel .* Add a Redis store and the line REDIS_URL=rediss:/),
      expect.stringMatching(/^CRON_SECRET is not set: Vercel Cron could not call \/api\/leads\/retry.* CRON_SECRET=/),
    ]);
    const vercel = {
      ...ready,
      VERCEL: '1',
      REDIS_URL: 'rediss://default:x@example.upstash.io:6379',
      CRON_SECRET: 'c'.repeat(64),
    };
    expect(productionProblems(vercel, [])).toEqual([]);
  });

  it('names every piece of sample data still marked in site.config.ts', () => {
    const problems = productionProblems(ready);
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/legal identity .* SIRET/);
    expect(problems.join('\n')).toMatch(/client quotes/);
    expect(problems.join('\n')).toMatch(/projects' figures/);
    expect(problems.join('\n')).toMatch(/author's video/);
  });
});

describe('what the server reports about itself', () => {
  it('names the kind of each service, never a secret, an id or an address', () => {
    const vars = {
      ...ready,
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      SANITY_API_READ_TOKEN: 'sk-viewer-token',
    };
    expect(configuredServices(vars)).toEqual({
      content: 'sanity',
      contentWebhook: 'off',
      draftPreview: 'on',
      email: 'resend',
      newsletter: 'resend segment',
      rateLimit: 'this instance only',
      leadStore: 'folder',
    });
    const said = JSON.stringify(configuredServices(vars));
    for (const secret of Object.values(vars)) expect(said).not.toContain(secret);
    expect(configuredServices({}).email).toBe('local outbox');
    // The viewer token without a project (the embedded articles) has no drafts to show.
    expect(configuredServices({ SANITY_API_READ_TOKEN: 'sk-viewer-token' }).draftPreview).toBe('off');
  });
});

describe('a production build', () => {
  it.each([
    ['NEXT_PUBLIC_APP_ENV', 'NEXT_PUBLIC_APP_ENV'],
    // Vercel's production deployments say so themselves, whether or not the owner set NEXT_PUBLIC_APP_ENV.
    ['VERCEL_ENV', 'VERCEL_ENV'],
  ])('named by %s stops before compiling anything, with the list of what to set', (variable, named) => {
    // Only what a shell gives; none of the settings a production needs.
    const env = {
      PATH: process.env.PATH,
      NEXT_TELEMETRY_DISABLED: '1',
      [variable]: 'production',
      NEXT_PUBLIC_SITE_URL: 'http://www.example.fr',
      // Builds into a throwaway folder, should it ever get that far.
      NEXT_DIST_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'build-')), 'dist'),
    } as unknown as NodeJS.ProcessEnv;
    const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const output = build.stdout + build.stderr;
    expect(build.status).not.toBe(0);
    expect(output).toContain(`This production build (${named}=production) cannot go live yet`);
    for (const name of [
      'RESEND_API_KEY',
      'CONTACT_TO_EMAIL',
      'CONTACT_FROM_EMAIL',
      'RESEND_SEGMENT_ID',
      'NEWSLETTER_SECRET',
    ])
      expect(output).toContain(`${name} is not set`);
    expect(output).toContain('No durable lead store');
    expect(output).toContain(
      'NEXT_PUBLIC_SITE_URL must be the public https:// origin of the site (now http://www.example.fr)',
    );
    expect(output).toContain("remove 'testimonials' from siteConfig.sampleData");
    expect(output).not.toContain('Creating an optimized production build');
  });
});
