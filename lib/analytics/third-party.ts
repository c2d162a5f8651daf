import type { AnalyticsWindow } from './gtag';
import type { Fbq } from './pixel';

/** Hosts the loaders request (the Content-Security-Policy must allow them). */
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
export const CLARITY_SCRIPT = 'https://www.clarity.ms/tag/';

type FbqStub = Fbq & { callMethod?: (...args: unknown[]) => void; queue: unknown[]; push: Fbq; loaded: boolean; version: string };
type ClarityWindow = Window & { clarity?: ((...args: unknown[]) => void) & { q?: unknown[] } };

function injectScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** The social pixel's official bootstrap: a queueing stub until fbevents.js takes over. */
export function loadMetaPixel(pixelId: string): Fbq {
  const w = window as AnalyticsWindow;
  if (!w.fbq) {
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
    injectScript(META_PIXEL_SCRIPT);
    stub('consent', 'grant');
    stub('init', pixelId);
  }
  return w.fbq;
}

/** The session-recording script's official bootstrap, told that the visitor consented to its cookies. */
export function loadClarity(projectId: string): void {
  const w = window as ClarityWindow;
  if (w.clarity) return;
  const clarity = function (...args: unknown[]) {
    (clarity.q ??= []).push(args);
  } as NonNullable<ClarityWindow['clarity']>;
  w.clarity = clarity;
  injectScript(`${CLARITY_SCRIPT}${encodeURIComponent(projectId)}`);
  clarity('consent');
}
