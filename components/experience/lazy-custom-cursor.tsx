'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { whenIdle } from '@/lib/analytics/schedule';
import { MOBILE_BREAKPOINT_PX } from '@/lib/experience/device';
import { loadOptional } from '@/lib/experience/recovery';
import { useMotionTuning } from './motion-tuning';

/** A mouse on a screen wider than 768 px, with motion allowed (docs/behaviour/experience.md#custom-cursor). */
const CURSOR_MEDIA_QUERY = `(hover: hover) and (pointer: fine) and (min-width: ${MOBILE_BREAKPOINT_PX + 1}px) and (prefers-reduced-motion: no-preference)`;

/** @public named in docs/behaviour/constants.md */
export const IDLE_TIMEOUT_MS = 3000;
/** @public named in docs/behaviour/constants.md */
export const IDLE_FALLBACK_MS = 1500;

/**
 * The cursor's own chunk. Only a browser ever loads it: the condition, known when the server's copy of this module is
 * compiled, keeps motion's renderer out of the server bundle, which `next dev` would otherwise compile for every
 * page (docs/architecture.md#development-server).
 */
const loadCursor = () =>
  typeof window === 'undefined' ? Promise.resolve(null) : loadOptional(() => import('./custom-cursor'));

function subscribeToCursorQuery(onChange: () => void) {
  const media = window.matchMedia(CURSOR_MEDIA_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Fetches and mounts the custom cursor once the page is idle, where it fits and while animations are
 * on. A chunk that fails to load is handled here (recovery, no cursor), never by an error boundary.
 */
export function LazyCustomCursor() {
  const fits = useSyncExternalStore(
    subscribeToCursorQuery,
    () => window.matchMedia(CURSOR_MEDIA_QUERY).matches,
    () => false,
  );
  const { enabled } = useMotionTuning();
  const [Cursor, setCursor] = useState<ComponentType | null>(null);
  const wanted = fits && enabled;

  useEffect(() => {
    if (!wanted || Cursor) return;
    let cancelled = false;
    const cancelIdle = whenIdle(
      () => {
        void loadCursor().then((module) => {
          if (module && !cancelled) setCursor(() => module.default);
        });
      },
      IDLE_TIMEOUT_MS,
      IDLE_FALLBACK_MS,
    );
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [wanted, Cursor]);

  return wanted && Cursor ? <Cursor /> : null;
}
