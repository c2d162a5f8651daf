import type { AnimationTuning } from './device';

/**
 * Animations stop below 30 frames per second and run 3 at a time below 45
 * (docs/behaviour/experience.md#performance-monitor).
 */
const ANIMATIONS_OFF_BELOW_FPS = 30;
const CAPPED_BELOW_FPS = 45;
const CAPPED_CONCURRENCY = 3;

/**
 * The 3D hero, the heaviest effect, needs the full frame rate: it starts only where the page keeps 45 fps and stops
 * when it cannot hold them (docs/behaviour/experience.md#performance-monitor). Unlike the device's hints (cores,
 * memory, connection), which WebKit does not give or gives fixed, every engine has frames to count.
 */
export const fullFrameRate = (fps: number) => fps >= CAPPED_BELOW_FPS;

export function tuneForFrameRate(tuning: AnimationTuning, fps: number): AnimationTuning {
  if (fps < ANIMATIONS_OFF_BELOW_FPS) return { ...tuning, enabled: false };
  if (fps < CAPPED_BELOW_FPS) return { ...tuning, maxConcurrent: Math.min(tuning.maxConcurrent, CAPPED_CONCURRENCY) };
  return tuning;
}

type FrameScheduler = {
  request: (callback: (time: number) => void) => number;
  cancel: (handle: number) => void;
  hidden: () => boolean;
};

const browserFrames: FrameScheduler = {
  request: (callback) => window.requestAnimationFrame(callback),
  cancel: (handle) => window.cancelAnimationFrame(handle),
  hidden: () => document.hidden,
};

/**
 * Counts frames over windows of `windowMs` and reports frames per second after each window, `samples`
 * times (or forever with `Infinity`). Windows during which the page was hidden are thrown away: a
 * background tab gets no frames, which says nothing about the device.
 */
export function watchFrameRate(
  onSample: (fps: number) => void,
  {
    windowMs = 1000,
    samples = Infinity,
    frames = browserFrames,
  }: { windowMs?: number; samples?: number; frames?: FrameScheduler } = {},
): () => void {
  let handle = 0;
  let start: number | undefined;
  let count = 0;
  let remaining = samples;
  const tick = (time: number) => {
    if (frames.hidden()) {
      start = undefined;
    } else if (start === undefined) {
      start = time;
      count = 0;
    } else {
      count += 1;
      if (time - start >= windowMs) {
        onSample((count * 1000) / (time - start));
        remaining -= 1;
        start = time;
        count = 0;
        if (remaining <= 0) return;
      }
    }
    handle = frames.request(tick);
  };
  handle = frames.request(tick);
  return () => frames.cancel(handle);
}
