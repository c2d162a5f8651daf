/**
 * Recovery (docs/behaviour/experience.md#recovery): after a deployment an open tab may ask for script chunks that no
 * longer exist (a 404 answered as HTML: wrong MIME type). Clearing the caches and the session, then reloading once,
 * fetches the new build; a time kept in session storage makes it once, never a loop. Imported by the error pages too,
 * so it holds only the recovery: the window's listeners are in ./resilience.ts.
 */
import { clearSessionStorage, readItem, writeItem } from '@/lib/consent/storage';

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
export function describeError(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  const { message, type } = (reason ?? {}) as { message?: unknown; type?: unknown };
  return [message, type].filter((part) => typeof part === 'string').join(' ');
}

export const isLoadFailure = (reason: unknown) => loadFailures.some((pattern) => pattern.test(describeError(reason)));

let leavingAt: number | undefined;
let inFlight: Promise<boolean> | undefined;
const leaving = () => leavingAt !== undefined && Date.now() - leavingAt < LEAVING_MS;

/** The visitor starts leaving the page (`beforeunload`), or stays after all (`pageshow`, or a `mailto:` link). */
export const noteLeaving = (now: boolean) => void (leavingAt = now ? Date.now() : undefined);

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
  if (!clearSessionStorage() || !writeItem('recoveryReloadAt', String(Date.now()))) return false;
  try {
    if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  } catch {
    // A cache that cannot be cleared must not stop the reload that fetches the new build.
  }
  reload();
  return true;
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
