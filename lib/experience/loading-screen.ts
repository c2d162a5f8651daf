import { STORAGE_KEYS } from '@/lib/consent/storage-keys';

/** The first visit shows a loading screen for at least 3000 ms (docs/behaviour/pages-and-routes.md#loading-screen). */
export const LOADING_SCREEN_MIN_MS = 3000;
/** Set on <html> before first paint, to `full` or `simple`, while the loading screen covers the page. */
export const LOADING_ATTRIBUTE = 'data-loading-screen';
/**
 * Progress stays below 96 % until the minimum time has passed, and moves by random steps of up to 14 points.
 * @public named in docs/behaviour/constants.md
 */
export const HOLD_BELOW = 96;
/** @public named in docs/behaviour/constants.md */
export const MAX_STEP = 14;

/**
 * The next progress value: a random step around the clock (never far ahead, so the bar does not sit at 95 % for
 * seconds; never far behind, so a late start catches up), never back, and below 100 until the minimum time.
 */
export function nextProgress(current: number, elapsedMs: number, random: number): number {
  if (elapsedMs >= LOADING_SCREEN_MIN_MS) return 100;
  const onTime = (elapsedMs / LOADING_SCREEN_MIN_MS) * 100;
  return Math.max(current, Math.min(HOLD_BELOW, Math.round(onTime + (random * 2 - 1) * MAX_STEP)));
}

/**
 * The pre-paint script (inline, before any bundle, so it reads storage itself: a documented exception to
 * lib/consent/storage.ts) decides for the page load: a first visit only, never with `?no-loading` nor for a visitor who
 * asks for reduced motion (a screen that moves for 3 s is what they asked not to get), a plain spinner with
 * `?simple-loading`. Storage refused, no screen. Without JavaScript it never runs: the overlay stays hidden.
 */
export const prePaintScript = `try{var q=new URLSearchParams(location.search);if(!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.hasVisited.name)})&&!q.has('no-loading')&&!matchMedia('(prefers-reduced-motion: reduce)').matches)document.documentElement.setAttribute(${JSON.stringify(LOADING_ATTRIBUTE)},q.has('simple-loading')?'simple':'full')}catch(e){}`;
