import { DEFAULT_ANALYTICS_DELAY_MS, type Flags } from '@/lib/flags';

export type LoadStrategy = 'immediate' | 'idle' | 'interaction';

/** Without requestIdleCallback, the idle strategy waits this long (docs/behaviour/analytics.md#load-strategies). */
export const IDLE_FALLBACK_MS = 2000;
/**
 * The tag manager gets 15 s before the analytics tag is loaded directly
 * (docs/behaviour/analytics.md#tag-manager-and-fallback).
 */
export const TAG_MANAGER_TIMEOUT_MS = 15_000;

const interactionEvents = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** The tag manager loads at once, unless `?defer-analytics` (first interaction) or `?analytics-delay` (idle). */
export function loadStrategy(flags: Flags): LoadStrategy {
  if (flags.deferAnalytics) return 'interaction';
  return flags.analyticsDelay === null ? 'immediate' : 'idle';
}

/** Runs `run` once when the browser is idle (at most `timeout` ms later), or after `fallback` ms without idle callbacks. */
export function whenIdle(run: () => void, timeout: number, fallback: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, fallback);
  return () => window.clearTimeout(timer);
}

/** Runs `run` once, on the visitor's first pointer, key, touch or scroll. */
export function onFirstInteraction(run: () => void, events: readonly string[] = interactionEvents): () => void {
  const handler = () => {
    stop();
    run();
  };
  const stop = () => events.forEach((name) => window.removeEventListener(name, handler, true));
  events.forEach((name) => window.addEventListener(name, handler, { capture: true, passive: true }));
  return stop;
}

/** Runs `run` once, as the strategy says; the returned function cancels it. */
export function schedule(strategy: LoadStrategy, run: () => void, delay: number | null): () => void {
  if (strategy === 'immediate') {
    run();
    return () => {};
  }
  if (strategy === 'interaction') return onFirstInteraction(run);
  return whenIdle(run, delay ?? DEFAULT_ANALYTICS_DELAY_MS, IDLE_FALLBACK_MS);
}
