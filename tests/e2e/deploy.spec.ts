import { expect } from '@playwright/test';
import { test } from './visitors';

test('/api/health says which services this deployment uses, uncached, and gives nothing away', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.json()).toEqual({
    status: 'ok',
    // NEXT_PUBLIC_APP_ENV of the e2e build (tests/e2e/suite.ts).
    environment: 'e2e',
    ready: true,
    // Nothing of the leads or the limits: those are for the bearer of CRON_SECRET (tests/e2e/flood.spec.ts).
    services: {
      content: 'embedded dataset',
      contentWebhook: 'off',
      draftPreview: 'off',
      email: 'resend',
      leadStore: 'local outbox',
      newsletter: 'resend segment',
      rateLimit: expect.any(String),
    },
  });
  // The e2e build's settings (tests/e2e/suite.ts): no key, address, id or secret comes back.
  const text = await response.text();
  for (const secret of [
    're_test_fake_key',
    'owner@example.test',
    'website@example.test',
    'seg_e2e',
    'e2e-newsletter',
    'GTM-TEST123',
  ])
    expect(text).not.toContain(secret);
});
