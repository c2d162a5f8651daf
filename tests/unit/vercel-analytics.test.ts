/** @jest-environment node */

async function enabled(variable: string | undefined, onVercel: boolean): Promise<boolean> {
  jest.resetModules();
  if (variable === undefined) delete process.env.NEXT_PUBLIC_VERCEL_ANALYTICS;
  else process.env.NEXT_PUBLIC_VERCEL_ANALYTICS = variable;
  return (await import('@/lib/env')).vercelAnalyticsEnabled(onVercel);
}

afterAll(() => delete process.env.NEXT_PUBLIC_VERCEL_ANALYTICS);

describe("Vercel's analytics", () => {
  it('load on Vercel only, where their script is served', async () => {
    expect(await enabled(undefined, true)).toBe(true);
    expect(await enabled(undefined, false)).toBe(false);
  });

  it('follow NEXT_PUBLIC_VERCEL_ANALYTICS when it says on or off', async () => {
    expect(await enabled('on', false)).toBe(true);
    expect(await enabled('off', true)).toBe(false);
    expect(await enabled('maybe', false)).toBe(false);
  });

  it('are off here, where Vercel neither builds nor serves the site', async () => {
    jest.resetModules();
    delete process.env.NEXT_PUBLIC_VERCEL_ANALYTICS;
    expect(process.env.VERCEL).toBeUndefined();
    expect((await import('@/lib/env')).vercelAnalyticsEnabled()).toBe(false);
  });
});
