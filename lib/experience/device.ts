/**
 * What the animation layer needs to know about the visitor's device (docs/behaviour/experience.md#animation-tuning).
 */
export type DeviceProfile = {
  /** A touch screen or a viewport of 768 px or less. */
  mobile: boolean;
  /** `navigator.deviceMemory` in GB, when the browser tells. */
  memoryGb?: number;
  /** `navigator.hardwareConcurrency`, when the browser tells. */
  cores?: number;
  /** A 2g connection or data saver on. */
  slowConnection: boolean;
  reducedMotion: boolean;
};

export type AnimationTuning = {
  enabled: boolean;
  /** How many reveal animations may run at the same time; the rest appear at once. */
  maxConcurrent: number;
  /** Minimum gap between two runs of a scroll or resize handler. */
  throttleMs: number;
  durationMs: number;
};

export const DEFAULT_DURATION_MS = 300;
export const MOBILE_BREAKPOINT_PX = 768;
export const LOW_MEMORY_GB = 4;
export const FEW_CORES = 4;
const slowConnectionTypes = new Set(['slow-2g', '2g']);

/** The media queries a device profile reads; the animation layer re-reads the profile when one changes. */
export const deviceQueries = {
  reducedMotion: '(prefers-reduced-motion: reduce)',
  narrow: `(max-width: ${MOBILE_BREAKPOINT_PX}px)`,
  coarsePointer: '(pointer: coarse)',
} as const;

const hasLowMemory = (device: DeviceProfile) => device.memoryGb !== undefined && device.memoryGb < LOW_MEMORY_GB;

/**
 * 3 concurrent animations on mobile, 5 on low memory (under 4 GB), 10 otherwise; throttle 100 ms on mobile, 50 ms
 * otherwise (docs/behaviour/experience.md#animation-tuning).
 */
export function animationTuning(device: DeviceProfile): AnimationTuning {
  return {
    enabled: !device.reducedMotion,
    maxConcurrent: device.mobile ? 3 : hasLowMemory(device) ? 5 : 10,
    throttleMs: device.mobile ? 100 : 50,
    durationMs: DEFAULT_DURATION_MS,
  };
}

/** The 3D hero stays off on these: little memory, few cores or a slow or metered connection. */
export function isLowEndDevice(device: DeviceProfile): boolean {
  return hasLowMemory(device) || (device.cores !== undefined && device.cores < FEW_CORES) || device.slowConnection;
}

type NavigatorHints = Navigator & {
  deviceMemory?: number;
  connection?: { effectiveType?: string; saveData?: boolean };
};

export function readDevice(): DeviceProfile {
  const nav = navigator as NavigatorHints;
  const media = (query: string) => window.matchMedia(query).matches;
  return {
    mobile: media(deviceQueries.coarsePointer) || media(deviceQueries.narrow),
    memoryGb: nav.deviceMemory,
    cores: nav.hardwareConcurrency || undefined,
    slowConnection: Boolean(nav.connection?.saveData) || slowConnectionTypes.has(nav.connection?.effectiveType ?? ''),
    reducedMotion: media(deviceQueries.reducedMotion),
  };
}
