/**
 * Feature flags, overridable by query parameters (docs/behaviour/experience.md#feature-flags): `?no-3d`,
 * `?defer-analytics`, `?analytics-delay=5000`, `?debug`… A bare parameter turns a flag on; `=false`, `=0` or `=off`
 * turns it off. Flags are read from the landing URL once per page load, so they survive client-side navigation.
 */
export type Flags = {
  /** A plain spinner instead of the animated loading screen. */
  simpleLoading: boolean;
  /** No loading screen at all. */
  noLoading: boolean;
  /** The 3D hero starts only after a click. */
  click3d: boolean;
  /** No 3D hero. */
  no3d: boolean;
  /** The tag manager waits for the first interaction. */
  deferAnalytics: boolean;
  /** Milliseconds the tag manager may wait for an idle moment; `null` loads it at once. */
  analyticsDelay: number | null;
  /** The frame-rate monitor that tunes animations. */
  perfMonitor: boolean;
  /** Analytics events are also logged to the console. */
  debug: boolean;
};

export const defaultFlags: Flags = {
  simpleLoading: false,
  noLoading: false,
  click3d: false,
  no3d: false,
  deferAnalytics: false,
  analyticsDelay: null,
  perfMonitor: false,
  debug: false,
};

export const DEFAULT_ANALYTICS_DELAY_MS = 3000;

const booleanParams = {
  'simple-loading': 'simpleLoading',
  'no-loading': 'noLoading',
  'click-3d': 'click3d',
  'no-3d': 'no3d',
  'defer-analytics': 'deferAnalytics',
  'perf-monitor': 'perfMonitor',
  debug: 'debug',
} as const satisfies Record<string, keyof Flags>;

const offValues = new Set(['false', '0', 'off', 'no']);

/** The flags a query string asks for, on top of the defaults. */
export function parseFlags(search: string | URLSearchParams): Flags {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const flags: Flags = { ...defaultFlags };
  for (const [param, key] of Object.entries(booleanParams)) {
    const value = params.get(param);
    if (value !== null) flags[key] = !offValues.has(value.trim().toLowerCase());
  }
  const delay = params.get('analytics-delay');
  if (delay !== null && !offValues.has(delay.trim().toLowerCase())) {
    const ms = Number(delay);
    // A bare `?analytics-delay` asks for the default idle delay, 3000 ms (docs/behaviour/analytics.md#load-strategies).
    flags.analyticsDelay = delay.trim() !== '' && Number.isInteger(ms) && ms >= 0 ? ms : DEFAULT_ANALYTICS_DELAY_MS;
  }
  return flags;
}

let landingFlags: Flags | undefined;

/** The current flags: defaults on the server, the landing URL's overrides in the browser. */
export function getFlags(): Flags {
  if (typeof window === 'undefined') return defaultFlags;
  landingFlags ??= parseFlags(window.location.search);
  return landingFlags;
}
