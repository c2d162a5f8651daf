import { injectScript } from '@/lib/consent';
import type { AnalyticsWindow } from './gtag';
import type { Fbq } from './pixel';

/** Hosts the loaders request (the Content-Security-Policy must allow them). */
const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
const CLARITY_SCRIPT = 'https://www.clarity.ms/tag/';

type FbqStub = Fbq & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
};
type ClarityWindow = Window & { clarity?: ((...args: unknown[]) => void) & { q?: unknown[] } };

/**
 * The social pixel's official bootstrap (a queueing stub until fbevents.js takes over), told that the
 * visitor consented; null when lib/consent refuses the script (no marketing consent).
 */
export function loadMetaPixel(pixelId: string): Fbq | null {
  const w = window as AnalyticsWindow;
  if (!w.fbq) {
    if (!injectScript('marketing', META_PIXEL_SCRIPT)) return null;
    const stub = function (...args: unknown[]) {
      if (stub.callMethod) stub.callMethod(...args);
      else stub.queue.push(args);
    } as FbqStub;
    stub.push = stub;
    stub.loaded = true;
    stub.version = '2.0';
    stub.queue = [];
    w.fbq = stub;
    w._fbq ??= stub;
    stub('init', pixelId);
  }
  w.fbq('consent', 'grant');
  return w.fbq;
}

/** Marketing consent withdrawn: the pixel, already in the page, stops sending and setting cookies. */
export function revokeMetaPixel(): void {
  (window as AnalyticsWindow).fbq?.('consent', 'revoke');
}

/** The session-recording script's official bootstrap, told that the visitor consented to its cookies. */
export function loadClarity(projectId: string): void {
  const w = window as ClarityWindow;
  if (!w.clarity) {
    if (!injectScript('analytics', `${CLARITY_SCRIPT}${encodeURIComponent(projectId)}`)) return;
    const clarity = function (...args: unknown[]) {
      (clarity.q ??= []).push(args);
    } as NonNullable<ClarityWindow['clarity']>;
    w.clarity = clarity;
  }
  w.clarity('consent');
}

/** Analytics consent withdrawn: the recording ends and its cookies are erased (Clarity's consent API). */
export function revokeClarity(): void {
  (window as ClarityWindow).clarity?.('consent', false);
}
