'use client';

import { useEffect } from 'react';
import { isNoisyError, isNoisyRejection } from '@/lib/experience/noisy-errors';
import { isFailedAppScript, isLoadFailure, noteLeaving, recoverOnce } from '@/lib/experience/recovery';

/**
 * Window-level error handling (docs/behaviour/experience.md#recovery): a failed chunk, a script answered with the wrong
 * MIME type or a failed dynamic import triggers one recovery reload, unless the visitor is leaving the page (the
 * browser aborts its pending chunks then); known noisy errors are kept out of the console.
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
    const onLeave = () => noteLeaving(true);
    const onShow = () => noteLeaving(false);
    // Capture: a <script> that fails to load fires `error` on the element, which does not bubble.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);
  return null;
}
