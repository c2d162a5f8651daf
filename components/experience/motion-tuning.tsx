'use client';

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { whenIdle } from '@/lib/analytics/schedule';
import { deviceQueries, type AnimationTuning } from '@/lib/experience/device';
import { watchFrameRate } from '@/lib/experience/frame-rate';
import { createMotionTuningStore, staticTuning, type MotionTuningStore } from '@/lib/experience/motion-tuning-store';
import { getFlags } from '@/lib/flags';

/**
 * Without `?perf-monitor` the frame rate is measured for a few seconds once the page is idle, then left alone; never
 * while the visitor asks for reduced motion.
 * @public named in docs/behaviour/constants.md
 */
export const DEFAULT_FRAME_SAMPLES = 3;
/** @public named in docs/behaviour/constants.md */
export const IDLE_TIMEOUT_MS = 4000;

const MotionTuningContext = createContext<MotionTuningStore | null>(null);

/**
 * The device-aware animation tuning (concurrency, throttle, duration, off with reduced motion;
 * docs/behaviour/experience.md#animation-tuning), corrected by the frame-rate monitor
 * (docs/behaviour/experience.md#performance-monitor). Every animated piece of the site reads it.
 */
export function MotionTuningProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createMotionTuningStore());

  useEffect(() => {
    const media = Object.fromEntries(
      Object.entries(deviceQueries).map(([name, query]) => [name, window.matchMedia(query)]),
    ) as Record<keyof typeof deviceQueries, MediaQueryList>;
    const refresh = () => store.refresh();
    Object.values(media).forEach((list) => list.addEventListener('change', refresh));

    // Nothing animates for a visitor who asked for reduced motion: counting their frames would only make their
    // device draw 60 a second for nothing. The count starts once they allow motion
    // (docs/behaviour/experience.md#performance-monitor).
    const reducedMotion = media.reducedMotion;
    let cancelIdle = () => {};
    let stopWatching = () => {};
    const watchOnceMotionIsAllowed = () => {
      if (reducedMotion.matches) return;
      reducedMotion.removeEventListener('change', watchOnceMotionIsAllowed);
      const samples = getFlags().perfMonitor ? Infinity : DEFAULT_FRAME_SAMPLES;
      cancelIdle = whenIdle(
        () => {
          stopWatching = watchFrameRate(store.reportFrameRate, { samples });
        },
        IDLE_TIMEOUT_MS,
        IDLE_TIMEOUT_MS,
      );
    };
    reducedMotion.addEventListener('change', watchOnceMotionIsAllowed);
    watchOnceMotionIsAllowed();
    return () => {
      Object.values(media).forEach((list) => list.removeEventListener('change', refresh));
      reducedMotion.removeEventListener('change', watchOnceMotionIsAllowed);
      cancelIdle();
      stopWatching();
    };
  }, [store]);

  return <MotionTuningContext.Provider value={store}>{children}</MotionTuningContext.Provider>;
}

function useMotionTuningStore(): MotionTuningStore {
  const store = useContext(MotionTuningContext);
  if (!store)
    throw new Error(
      'useMotionTuning must be used inside <MotionTuningProvider> (components/experience/motion-tuning.tsx).',
    );
  return store;
}

/** The current tuning; static (nothing animates) on the server and during hydration. */
export function useMotionTuning(): AnimationTuning {
  const store = useMotionTuningStore();
  return useSyncExternalStore(store.subscribe, store.get, () => staticTuning);
}

export function useAnimationBudget() {
  return useMotionTuningStore().budget;
}
