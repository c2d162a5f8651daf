import { STORAGE_KEYS } from '@/lib/consent/storage-keys';
import type { Flags } from '@/lib/flags';

/** The first visit shows a loading screen for at least 3000 ms (docs/behaviour/pages-and-routes.md#loading-screen). */
export const LOADING_SCREEN_MIN_MS = 3000;
/** Set on <html> before first paint while the loading screen covers the page. */
export const LOADING_ATTRIBUTE = 'data-loading-screen';
/**
 * Progress stays below 96 % until the minimum time has passed, and moves by random steps of up to 14 points.
 * @public named in docs/behaviour/constants.md
 */
export const HOLD_BELOW = 96;
/** @public named in docs/behaviour/constants.md */
export const MAX_STEP = 14;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * First visits only; never with `?no-loading` or for a visitor who asks for reduced motion (a screen that moves for
 * 3 s is what they asked not to get); a plain spinner with `?simple-loading`.
 */
export function loadingScreenMode(input: { hasVisited: boolean; flags: Flags; reducedMotion: boolean }) {
  if (input.hasVisited || input.flags.noLoading || input.reducedMotion) return 'none';
  return input.flags.simpleLoading ? 'simple' : 'full';
}

/**
 * The next progress value: random steps that stay within a step of the clock (never far ahead, so the bar does not sit
 * at 95 % for seconds; never far behind, so a late start catches up), held below 100 until the minimum time.
 */
export function nextProgress(current: number, elapsedMs: number, random: number): number {
  if (elapsedMs >= LOADING_SCREEN_MIN_MS) return 100;
  const onTime = (elapsedMs / LOADING_SCREEN_MIN_MS) * 100;
  const next = Math.max(current + 1 + random * MAX_STEP, onTime - MAX_STEP);
  return Math.max(current, Math.min(Math.round(next), Math.floor(Math.min(HOLD_BELOW, onTime + MAX_STEP))));
}

/**
 * The pre-paint script (inline, before any bundle, so it reads storage itself: a documented exception to
 * lib/consent/storage.ts) only decides whether the screen may cover the first paint; the overlay then settles the mode
 * with the real flags. Without JavaScript it never runs, so the overlay stays hidden and the page reads as normal.
 */
export const prePaintScript = `try{if(!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.hasVisited.name)})&&!new URLSearchParams(location.search).has('no-loading')&&!matchMedia(${JSON.stringify(REDUCED_MOTION)}).matches)document.documentElement.setAttribute(${JSON.stringify(LOADING_ATTRIBUTE)},'')}catch(e){}`;
