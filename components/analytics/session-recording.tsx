'use client';

import { useEffect } from 'react';
import { onFirstInteraction, whenIdle } from '@/lib/analytics/schedule';
import { loadClarity } from '@/lib/analytics/third-party';

/** Spec §4: the recording script waits for an idle moment (5 s at most, 3 s without idle callbacks)… */
const IDLE_TIMEOUT_MS = 5000;
const IDLE_FALLBACK_MS = 3000;

/** …or for the first pointer or key event, whichever comes first. Mounted only with analytics consent. */
export function SessionRecording({ projectId }: { projectId: string }) {
  useEffect(() => {
    const stops: (() => void)[] = [];
    const start = () => {
      stops.forEach((stop) => stop());
      loadClarity(projectId);
    };
    stops.push(onFirstInteraction(start, ['pointerdown', 'keydown']), whenIdle(start, IDLE_TIMEOUT_MS, IDLE_FALLBACK_MS));
    return () => stops.forEach((stop) => stop());
  }, [projectId]);
  return null;
}
