/**
 * The window's error listeners (docs/behaviour/experience.md#recovery): a failed chunk or script recovers once, and
 * the noisy errors that are known, harmless and not the site's to fix are kept out of the console
 * (docs/behaviour/experience.md#noisy-errors).
 */
import { describeError, isLoadFailure, noteLeaving, recoverOnce } from './recovery';

const pixelNoise = [/fbq/i, /fbevents/i, /facebook/i, /pixel/i];
/** A lost WebGL context, WebSocket hiccups, and the DOM removal errors that page translators cause. */
const noise = [
  /webgl/i,
  /context lost/i,
  /websocket/i,
  /removeChild/,
  /insertBefore/,
  /The node to be removed is not a child/i,
];

const matches = (patterns: RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));
/** An unhandled rejection the console should not show: the pixel's, or a noisy error. */
export const isNoisyRejection = (reason: unknown) => matches([...pixelNoise, ...noise], describeError(reason));
export const isNoisyError = (error: unknown, message = '') => matches(noise, `${message}\n${describeError(error)}`);

/** A failed <script> of the site's own bundles (the error event of the element, not of the window). */
export function isFailedAppScript(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLScriptElement) || !target.src) return false;
  const url = new URL(target.src, window.location.href);
  return url.origin === window.location.origin && url.pathname.startsWith('/_next/static/');
}

export function startResilience(): () => void {
  const onError = (event: Event) => {
    if (isFailedAppScript(event.target)) return void recoverOnce();
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
}
