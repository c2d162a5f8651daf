/**
 * Feature flags from the landing URL's query (docs/behaviour/experience.md#feature-flags), read once per page load so
 * they survive client-side navigation. A bare parameter turns a flag on; `=false`, `=0`, `=off` or `=no` turns it off.
 */
export const DEFAULT_ANALYTICS_DELAY_MS = 3000;

const parameters = {
  simpleLoading: 'simple-loading',
  noLoading: 'no-loading',
  click3d: 'click-3d',
  no3d: 'no-3d',
  deferAnalytics: 'defer-analytics',
  perfMonitor: 'perf-monitor',
  debug: 'debug',
} as const;

export type Flags = Record<keyof typeof parameters, boolean> & {
  /** How long the tag manager may wait for an idle moment (`?analytics-delay=<ms>`); null: it loads at once. */
  analyticsDelay: number | null;
};

const isOn = (value: string | null): value is string =>
  value !== null && !['false', '0', 'off', 'no'].includes(value.trim().toLowerCase());

export function parseFlags(search: string | URLSearchParams): Flags {
  const params = new URLSearchParams(search);
  const on = (name: string) => isOn(params.get(name));
  const delay = params.get('analytics-delay');
  const ms = Number(delay);
  return {
    ...(Object.fromEntries(Object.entries(parameters).map(([key, name]) => [key, on(name)])) as Omit<
      Flags,
      'analyticsDelay'
    >),
    // A bare or unreadable `?analytics-delay` asks for the default idle delay.
    analyticsDelay: !isOn(delay)
      ? null
      : delay.trim() !== '' && Number.isInteger(ms) && ms >= 0
        ? ms
        : DEFAULT_ANALYTICS_DELAY_MS,
  };
}

export const defaultFlags = parseFlags('');
let landingFlags: Flags | undefined;

/** The defaults on the server, the landing URL's flags in the browser. */
export function getFlags(): Flags {
  if (typeof window === 'undefined') return defaultFlags;
  return (landingFlags ??= parseFlags(window.location.search));
}
