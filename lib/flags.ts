/**
 * Feature flags from the landing URL's query (docs/behaviour/experience.md#feature-flags), read once per page load so
 * they survive client-side navigation: each is on when its parameter is there.
 */
export const DEFAULT_ANALYTICS_DELAY_MS = 3000;

export function parseFlags(search: string | URLSearchParams) {
  const params = new URLSearchParams(search);
  const delay = params.get('analytics-delay');
  return {
    simpleLoading: params.has('simple-loading'),
    noLoading: params.has('no-loading'),
    click3d: params.has('click-3d'),
    no3d: params.has('no-3d'),
    deferAnalytics: params.has('defer-analytics'),
    perfMonitor: params.has('perf-monitor'),
    debug: params.has('debug'),
    /** How long the tag manager may wait for an idle moment (`?analytics-delay=<ms>`); null: it loads at once. */
    analyticsDelay: delay === null ? null : /^\d+$/.test(delay) ? Number(delay) : DEFAULT_ANALYTICS_DELAY_MS,
  };
}

export type Flags = ReturnType<typeof parseFlags>;
export const defaultFlags = parseFlags('');
let landingFlags: Flags | undefined;

/** The defaults on the server, the landing URL's flags in the browser. */
export function getFlags(): Flags {
  if (typeof window === 'undefined') return defaultFlags;
  return (landingFlags ??= parseFlags(window.location.search));
}
