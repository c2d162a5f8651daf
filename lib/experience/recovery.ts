/**
 * Recovery (docs/behaviour/experience.md#recovery): after a deployment an open tab may ask for script chunks that no
 * longer exist (a 404 answered as HTML: wrong MIME type). Clearing the caches and the session, then reloading once,
 * fetches the new build. A timestamp in sessionStorage makes sure it happens once, never in a loop.
 */
import { clearSessionStorage, readItem, writeItem } from '@/lib/consent/storage';

/** Within this long after a recovery reload, a second failure is shown, not reloaded. */
export const RECOVERY_WINDOW_MS = 10 * 60 * 1000;

const loadFailurePatterns = [
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w/.-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /MIME type/i,
];

function describe(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object' && 'message' in reason) return String(reason.message);
  return '';
}

export function isLoadFailure(reason: unknown): boolean {
  const text = describe(reason);
  return text !== '' && loadFailurePatterns.some((pattern) => pattern.test(text));
}

/** A failed <script> of the app's own bundles (the error event of the element, not of the window). */
export function isFailedAppScript(target: EventTarget | null, origin: string): boolean {
  if (!(target instanceof HTMLScriptElement) || !target.src) return false;
  const url = new URL(target.src, origin);
  return url.origin === origin && url.pathname.startsWith('/_next/static/');
}

/**
 * How long after the visitor starts leaving the page (`beforeunload`) a failed chunk is taken for one the browser
 * aborted: a full navigation cancels the page's pending imports, and a reload then would replace the page the
 * visitor asked for with the one they left. A leave that does not happen (a `mailto:` link) stops counting after it.
 */
const LEAVING_MS = 10_000;
let leavingAt: number | undefined;

/** The visitor is leaving the page (`beforeunload`), or staying after all (`pageshow` from the back-forward cache). */
export function noteLeaving(leaving: boolean) {
  leavingAt = leaving ? Date.now() : undefined;
}

function mayRecover(lastRecoveryAt: number | null, now: number): boolean {
  return lastRecoveryAt === null || now - lastRecoveryAt >= RECOVERY_WINDOW_MS;
}

type RecoveryEnvironment = {
  /**
   * Offline, a chunk fails because the network is gone: clearing the caches would only lose the
   * offline pages. `navigator.onLine` alone is not trusted (it says "online" on a dead Wi-Fi).
   */
  online: () => Promise<boolean>;
  /** Whether the visitor is leaving the page, whose pending chunks the browser then aborts. */
  leaving: () => boolean;
  session: {
    /** When the last recovery reload happened (ms, as stored), or null. */
    lastRecovery: () => string | null;
    /** Empties the session data, then stores when this recovery happened; false when that cannot be kept. */
    restart: (at: number) => boolean;
  };
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  reload: () => void;
  now: () => number;
};

const browserEnvironment = (): RecoveryEnvironment => ({
  online: async () =>
    navigator.onLine &&
    fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  leaving: () => leavingAt !== undefined && Date.now() - leavingAt < LEAVING_MS,
  session: {
    lastRecovery: () => readItem('recoveryReloadAt'),
    // Written after the clear: the guard must survive it.
    restart: (at) => clearSessionStorage() && writeItem('recoveryReloadAt', String(at)),
  },
  caches: 'caches' in window ? window.caches : undefined,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

let inFlight: Promise<boolean> | undefined;

/** Clears caches and session data and reloads, unless it already did so recently. Says whether it reloads. */
export function recoverOnce(env: RecoveryEnvironment = browserEnvironment()): Promise<boolean> {
  // Two chunks failing together must lead to one recovery, not two.
  inFlight ??= recover(env).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function recover(env: RecoveryEnvironment): Promise<boolean> {
  if (env.leaving() || !(await env.online()) || env.leaving()) return false;
  const last = Number(env.session.lastRecovery());
  if (!mayRecover(Number.isFinite(last) && last > 0 ? last : null, env.now())) return false;
  // Without a guard that survives the reload, a reload could loop.
  if (!env.session.restart(env.now())) return false;
  try {
    if (env.caches) await Promise.all((await env.caches.keys()).map((key) => env.caches!.delete(key)));
  } catch {
    // A cache that cannot be cleared must not stop the reload that fetches the new build.
  }
  env.reload();
  return true;
}

/**
 * Loads an optional piece of the page (the 3D scene, the custom cursor). If its chunk is gone, the
 * page is older than the deployment: recover once. Either way the page goes on without it (`null`).
 */
export async function loadOptional<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isLoadFailure(error)) void recoverOnce();
    return null;
  }
}
