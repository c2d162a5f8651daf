'use client';

import { useEffect } from 'react';
import { onFirstInteraction, whenIdle } from '@/lib/analytics/schedule';
import { loadClarity, revokeClarity } from '@/lib/analytics/third-party';

/** Spec §4: the recording script waits for an idle moment (5 s at most, 3 s without idle callbacks)… */
const IDLE_TIMEOUT_MS = 5000;
const IDLE_FALLBACK_MS = 3000;

/**
 * …or for the first pointer or key event, whichever comes first. Mounted only with analytics consent;
 * unmounting means the consent is gone, so the recording is revoked.
 */
export function SessionRecording({ projectId }: { projectId: string }) {
  useEffect(() => {
    const stops: (() => void)[] = [];
    let started = false;
    const start = () => {
      stops.forEach((stop) => stop());
      started = true;
      loadClarity(projectId);
    };
    stops.push(
      onFirstInteraction(start, ['pointerdown', 'keydown']),
      whenIdle(start, IDLE_TIMEOUT_MS, IDLE_FALLBACK_MS),
    );
    return () => {
      stops.forEach((stop) => stop());
      if (started) revokeClarity();
    };
  }, [projectId]);
  return null;
}
