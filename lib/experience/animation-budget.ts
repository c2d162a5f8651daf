/**
 * Counts running animations so no more than the device's limit run at once
 * (docs/behaviour/experience.md#animation-tuning).
 */
export type AnimationBudget = {
  /** Takes a slot if one is free; the caller must `release` it when its animation ends. */
  tryAcquire: () => boolean;
  release: () => void;
  running: () => number;
};

export function createAnimationBudget(limit: () => number): AnimationBudget {
  let running = 0;
  return {
    tryAcquire() {
      if (running >= limit()) return false;
      running += 1;
      return true;
    },
    release() {
      running = Math.max(0, running - 1);
    },
    running: () => running,
  };
}
