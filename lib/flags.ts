/**
 * Feature flags from the landing URL's query (docs/behaviour/experience.md#feature-flags), read once per page load so
 * they survive client-side navigation: each is on when its parameter is there. The loading screen's two flags are read
 * by its pre-paint script (lib/experience/loading-screen.ts).
 */
export const DEFAULT_ANALYTICS_DELAY_MS = 3000;

export function parseFlags(search: string) {
  const params = new URLSearchParams(search);
  const delay = params.get('analytics-delay');
  return {
    click3d: params.has('click-3d'),
    no3d: params.has('no-3d'),
    deferAnalytics: params.has('defer-analytics'),
    perfMonitor: params.has('perf-monitor'),
    debug: params.has('debug'),
    /** How long the tag manager may wait for an idle moment (`?analytics-delay=<ms>`); null: it loads at once. */
    analyticsDelay: delay === null ? null : /^\d+$/.test(delay) ? Number(delay) : DEFAULT_ANALYTICS_DELAY_MS,
  };
}

let landingFlags: ReturnType<typeof parseFlags> | undefined;

/** The landing URL's flags; asked in the browser only. */
export const getFlags = () => (landingFlags ??= parseFlags(window.location.search));
