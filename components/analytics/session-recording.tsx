'use client';

import { useEffect } from 'react';
import { onFirstInteraction, whenIdle } from '@/lib/analytics/schedule';
import { loadClarity, revokeClarity } from '@/lib/analytics/third-party';
import { whenConsented } from '@/lib/consent';

/**
 * The recording script waits for an idle moment (5 s at most, 3 s without idle callbacks;
 * docs/behaviour/analytics.md#session-recording)…
 * @public named in docs/behaviour/constants.md
 */
export const IDLE_TIMEOUT_MS = 5000;
export const IDLE_FALLBACK_MS = 3000;

/**
 * …or for the first pointer or key event, whichever comes first; only behind analytics consent, and
 * withdrawn consent ends the recording.
 */
export function SessionRecording({ projectId }: { projectId: string }) {
  useEffect(() => {
    let waits: (() => void)[] = [];
    const cancelWaits = () => {
      waits.forEach((cancel) => cancel());
      waits = [];
    };
    let started = false;
    const stop = whenConsented('analytics', {
      load: () => {
        const start = () => {
          cancelWaits();
          started = true;
          loadClarity(projectId);
        };
        waits = [
          onFirstInteraction(start, ['pointerdown', 'keydown']),
          whenIdle(start, IDLE_TIMEOUT_MS, IDLE_FALLBACK_MS),
        ];
      },
      revoke: () => {
        cancelWaits();
        if (started) revokeClarity();
      },
    });
    return () => {
      stop();
      cancelWaits();
    };
  }, [projectId]);
  return null;
}
