/**
 * Recovery (docs/behaviour/experience.md#recovery): after a deployment an open tab may ask for script chunks that no
 * longer exist (a 404 answered as HTML: wrong MIME type). Clearing the caches and the session, then reloading once,
 * fetches the new build; a time kept in session storage makes it once, never a loop. The window's listeners start it,
 * and keep the known noisy errors that are not the site's to fix out of the console
 * (docs/behaviour/experience.md#noisy-errors).
 */
import { useEffect } from 'react';
import { clearArea, readItem, writeItem } from '@/lib/consent/storage';

/** Within this long after a recovery reload, a second failure is shown, not reloaded. */
export const RECOVERY_WINDOW_MS = 10 * 60 * 1000;
/**
 * How long after `beforeunload` a failed chunk is taken for one the browser aborted: a full navigation cancels the
 * page's pending imports, and a reload then would replace the page the visitor asked for with the one they left.
 */
const LEAVING_MS = 10_000;

const loadFailures = [
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w/.-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /MIME type/i,
];
function describeError(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  const { message, type } = (reason ?? {}) as { message?: unknown; type?: unknown };
  return [message, type].filter((part) => typeof part === 'string').join(' ');
}

export const isLoadFailure = (reason: unknown) => loadFailures.some((pattern) => pattern.test(describeError(reason)));

let leavingAt: number | undefined;
let inFlight: Promise<boolean> | undefined;
const leaving = () => leavingAt !== undefined && Date.now() - leavingAt < LEAVING_MS;

/** Clears the caches and the session data and reloads, unless it did so recently. Says whether it reloads. */
export function recoverOnce(reload = () => window.location.reload()): Promise<boolean> {
  // Two chunks failing together lead to one recovery.
  inFlight ??= recover(reload).finally(() => (inFlight = undefined));
  return inFlight;
}

async function recover(reload: () => void): Promise<boolean> {
  // Offline, a chunk fails because the network is gone: clearing the caches would only lose the offline pages.
  // `navigator.onLine` alone is not trusted (it says "online" on a dead Wi-Fi).
  const online = async () =>
    navigator.onLine &&
    fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
      () => true,
      () => false,
    );
  if (leaving() || !(await online()) || leaving()) return false;
  const last = Number(readItem('recoveryReloadAt'));
  if (last > 0 && Date.now() - last < RECOVERY_WINDOW_MS) return false;
  // Written after the clear, so the guard survives it; without a guard a reload could loop.
  if (!clearArea('session') || !writeItem('recoveryReloadAt', String(Date.now()))) return false;
  try {
    if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  } catch {
    // A cache that cannot be cleared must not stop the reload that fetches the new build.
  }
  reload();
  return true;
}

/** An error page shown for a chunk that is gone after a deployment recovers once: a reload fixes it, not the visitor. */
export function useRecoverFromLoadFailure(error: unknown): void {
  useEffect(() => {
    if (isLoadFailure(error)) void recoverOnce();
  }, [error]);
}

/** Loads an optional piece (the 3D scene, the cursor, web vitals): a chunk that is gone recovers once; `null` then. */
export async function loadOptional<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isLoadFailure(error)) void recoverOnce();
    return null;
  }
}

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
  // The visitor starts leaving the page, or stays after all (`pageshow`, or a `mailto:` link).
  const onLeave = () => void (leavingAt = Date.now());
  const onShow = () => void (leavingAt = undefined);
  // Capture: a <script> that fails to load fires `error` on the element, which does not bubble.
  const listening = new AbortController();
  const { signal } = listening;
  window.addEventListener('error', onError, { capture: true, signal });
  window.addEventListener('unhandledrejection', onRejection, { signal });
  window.addEventListener('beforeunload', onLeave, { signal });
  window.addEventListener('pageshow', onShow, { signal });
  return () => listening.abort();
}
