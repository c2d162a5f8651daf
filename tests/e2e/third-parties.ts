import type { BrowserContext, Page } from '@playwright/test';

/** The cookies the analytics, recording and marketing tags set. */
const TRACKING_COOKIE = /^(_ga|_gid|_gat|_gcl|_fbp|_fbc|_clck|_clsk|_uet|MUID)/;

/**
 * Every request that leaves localhost is answered here with an empty script and recorded, so nothing
 * reaches a real third party and a test can assert that nothing was even attempted.
 */
export async function interceptThirdParties(target: Page | BrowserContext): Promise<string[]> {
  const context = 'context' in target ? target.context() : target;
  const requested: string[] = [];
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    },
  );
  return requested;
}

export async function trackingCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => TRACKING_COOKIE.test(name));
}
