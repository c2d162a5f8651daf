'use client';

import { useEffect } from 'react';
import { isNoisyError, isNoisyRejection } from '@/lib/experience/noisy-errors';
import { isFailedAppScript, isLoadFailure, recoverOnce } from '@/lib/experience/recovery';

/**
 * Window-level error handling (docs/behaviour/experience.md#recovery): a failed chunk, a script answered with the wrong
 * MIME type or a failed dynamic import triggers one recovery reload; known noisy errors are kept out of the console.
 */
export function ResilienceListeners() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (isFailedAppScript(event.target, window.location.origin)) {
        void recoverOnce();
        return;
      }
      if (!(event instanceof ErrorEvent)) return;
      if (isLoadFailure(event.error ?? event.message)) void recoverOnce();
      else if (isNoisyError(event.error, event.message)) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isLoadFailure(event.reason)) void recoverOnce();
      else if (isNoisyRejection(event.reason)) event.preventDefault();
    };
    // Capture: a <script> that fails to load fires `error` on the element, which does not bubble.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
