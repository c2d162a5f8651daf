import { createAnimationBudget, type AnimationBudget } from './animation-budget';
import { animationTuning, readDevice, type AnimationTuning } from './device';
import { tuneForFrameRate } from './frame-rate';

/** Until the browser is known (server render, hydration) nothing animates, so the server HTML is what shows. */
export const staticTuning: AnimationTuning = animationTuning({
  mobile: false,
  slowConnection: false,
  reducedMotion: true,
});

export type MotionTuningStore = {
  subscribe: (onChange: () => void) => () => void;
  get: () => AnimationTuning;
  /** The performance monitor's latest reading, applied on top of the device's tuning. */
  reportFrameRate: (fps: number) => void;
  /** The device changed (reduced-motion switched, viewport crossed 768 px). */
  refresh: () => void;
  budget: AnimationBudget;
};

export function createMotionTuningStore(
  read: () => AnimationTuning = () => animationTuning(readDevice()),
): MotionTuningStore {
  let base: AnimationTuning | undefined;
  let fps: number | undefined;
  let current: AnimationTuning | undefined;
  const listeners = new Set<() => void>();
  const compute = () => {
    base ??= read();
    return fps === undefined ? base : tuneForFrameRate(base, fps);
  };
  const get = () => (current ??= compute());
  const publish = () => {
    const next = compute();
    // Same values, same object: subscribers re-render only on a real change.
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get,
    reportFrameRate(value) {
      fps = value;
      publish();
    },
    refresh() {
      base = undefined;
      publish();
    },
    budget: createAnimationBudget(() => get().maxConcurrent),
  };
}
