/**
 * Animation tuning (docs/behaviour/experience.md#animation-tuning): the device's profile, corrected by the frame-rate
 * monitor (docs/behaviour/experience.md#performance-monitor), in one store that every animated piece reads.
 */
import { useSyncExternalStore } from 'react';
import { getFlags } from '@/lib/flags';
import { whenIdle } from './timing';

/** Every animation lasts this long. */
export const DEFAULT_DURATION_MS = 300;
export const MOBILE_BREAKPOINT_PX = 768;
export const LOW_MEMORY_GB = 4;
export const FEW_CORES = 4;
/** Animations stop under 30 frames per second, and run at most 3 at a time under 45. */
const ANIMATIONS_OFF_BELOW_FPS = 30;
const FULL_FPS = 45;
/** Measured once the page is idle (at most 4 s after load), 3 one-second windows, unless `?perf-monitor`. */
export const MONITOR_IDLE_TIMEOUT_MS = 4000;
export const DEFAULT_FRAME_SAMPLES = 3;

export const deviceQueries = {
  reducedMotion: '(prefers-reduced-motion: reduce)',
  narrow: `(max-width: ${MOBILE_BREAKPOINT_PX}px)`,
  coarsePointer: '(pointer: coarse)',
};

const lowMemory = ({ memoryGb }: DeviceProfile) => memoryGb !== undefined && memoryGb < LOW_MEMORY_GB;

export type DeviceProfile = ReturnType<typeof readDevice>;
export type AnimationTuning = ReturnType<typeof animationTuning>;

/** 3 concurrent animations on mobile, 5 on low memory, 10 otherwise; throttle 100 ms on mobile, 50 ms otherwise. */
export const animationTuning = (device: DeviceProfile) => ({
  enabled: !device.reducedMotion,
  maxConcurrent: device.mobile ? 3 : lowMemory(device) ? 5 : 10,
  throttleMs: device.mobile ? 100 : 50,
});

/** The 3D hero stays off on these: little memory, few cores or a slow or metered connection. */
export const isLowEndDevice = (device: DeviceProfile) =>
  lowMemory(device) || (device.cores !== undefined && device.cores < FEW_CORES) || device.slowConnection;

/** What the browser says of the device: a mobile is a coarse pointer or a viewport of 768 px or less. */
export function readDevice() {
  const nav = navigator as Navigator & {
    deviceMemory?: number;
    connection?: { effectiveType?: string; saveData?: boolean };
  };
  const media = (query: string) => window.matchMedia(query).matches;
  return {
    mobile: media(deviceQueries.coarsePointer) || media(deviceQueries.narrow),
    memoryGb: nav.deviceMemory,
    cores: nav.hardwareConcurrency || undefined,
    /** A 2g connection or data saver on. */
    slowConnection:
      Boolean(nav.connection?.saveData) || ['slow-2g', '2g'].includes(nav.connection?.effectiveType ?? ''),
    reducedMotion: media(deviceQueries.reducedMotion),
  };
}

/** The 3D hero, the heaviest effect, needs the full frame rate. */
export const fullFrameRate = (fps: number) => fps >= FULL_FPS;

export function tuneForFrameRate(tuning: AnimationTuning, fps: number): AnimationTuning {
  if (fps < ANIMATIONS_OFF_BELOW_FPS) return { ...tuning, enabled: false };
  return fullFrameRate(fps) ? tuning : { ...tuning, maxConcurrent: Math.min(tuning.maxConcurrent, 3) };
}

/**
 * Counts frames over one-second windows and reports frames per second after each, `samples` times. Windows during which
 * the page was hidden are thrown away: a background tab gets no frames, which says nothing about the device.
 */
export function watchFrameRate(onSample: (fps: number) => void, samples = Infinity): () => void {
  let handle = 0;
  let start: number | undefined;
  let count = 0;
  let remaining = samples;
  const tick = (time: number) => {
    if (document.hidden) start = undefined;
    else if (start === undefined) {
      start = time;
      count = 0;
    } else {
      count += 1;
      if (time - start >= 1000) {
        onSample((count * 1000) / (time - start));
        start = time;
        count = 0;
        if (--remaining <= 0) return;
      }
    }
    handle = window.requestAnimationFrame(tick);
  };
  handle = window.requestAnimationFrame(tick);
  return () => window.cancelAnimationFrame(handle);
}

/** Until the browser is known (server render, hydration) nothing animates, so the server HTML is what shows. */
const staticTuning: AnimationTuning = { enabled: false, maxConcurrent: 10, throttleMs: 50 };
let device: AnimationTuning | undefined;
let fps: number | undefined;
let current: AnimationTuning | undefined;
let running = 0;
const listeners = new Set<() => void>();

const compute = () => {
  device ??= animationTuning(readDevice());
  return fps === undefined ? device : tuneForFrameRate(device, fps);
};
export const motionTuning = () => (current ??= compute());

function publish(): void {
  const next = compute();
  // Same values, same object: subscribers re-render only on a real change.
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export function reportFrameRate(value: number): void {
  fps = value;
  publish();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The current tuning; static (nothing animates) on the server and during hydration. */
export const useMotionTuning = () => useSyncExternalStore(subscribe, motionTuning, () => staticTuning);

/** Takes one of the device's concurrent animation slots if one is free; `animationEnded` gives it back. */
export function tryAnimate(): boolean {
  if (running >= motionTuning().maxConcurrent) return false;
  running += 1;
  return true;
}
export const animationEnded = () => void (running = Math.max(0, running - 1));

/**
 * Reads the device again when reduced motion, the 768 px width or the pointer type changes, and counts frames once the
 * page is idle: never while the visitor asks for reduced motion (nothing animates for them, and counting frames makes
 * a device draw 60 a second for nothing), from the moment they allow it.
 */
export function startMotionMonitor(): () => void {
  const lists = Object.values(deviceQueries).map((query) => window.matchMedia(query));
  let stopCounting: (() => void) | undefined;
  const onChange = () => {
    device = undefined;
    publish();
    if (stopCounting || lists[0].matches) return;
    const samples = getFlags().perfMonitor ? Infinity : DEFAULT_FRAME_SAMPLES;
    let stopWatch = () => {};
    const count = () => (stopWatch = watchFrameRate(reportFrameRate, samples));
    const cancelIdle = whenIdle(count, MONITOR_IDLE_TIMEOUT_MS, MONITOR_IDLE_TIMEOUT_MS);
    stopCounting = () => {
      cancelIdle();
      stopWatch();
    };
  };
  lists.forEach((list) => list.addEventListener('change', onChange));
  onChange();
  return () => {
    lists.forEach((list) => list.removeEventListener('change', onChange));
    stopCounting?.();
  };
}
