'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { prefixedLocales } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import {
  animationEnded,
  DEFAULT_DURATION_MS,
  MOBILE_BREAKPOINT_PX,
  startMotionMonitor,
  tryAnimate,
  useMotionTuning,
} from '@/lib/experience/motion';
import { loadOptional, startResilience } from '@/lib/experience/recovery';
import { throttle, whenIdle, whenInView } from '@/lib/experience/timing';

/**
 * The custom cursor's code is fetched once the page is idle (docs/behaviour/experience.md#custom-cursor).
 * @public named in docs/behaviour/constants.md
 */
export const CURSOR_IDLE_TIMEOUT_MS = 3000;
/** @public named in docs/behaviour/constants.md */
export const CURSOR_IDLE_FALLBACK_MS = 1500;
/**
 * The service worker is registered once the page is idle (docs/behaviour/experience.md#service-worker).
 * @public named in docs/behaviour/constants.md
 */
export const WORKER_IDLE_TIMEOUT_MS = 5000;
/** @public named in docs/behaviour/constants.md */
export const WORKER_IDLE_FALLBACK_MS = 3000;

/** A mouse on a screen wider than 768 px, with motion allowed. */
const CURSOR_MEDIA_QUERY = `(hover: hover) and (pointer: fine) and (min-width: ${MOBILE_BREAKPOINT_PX + 1}px) and (prefers-reduced-motion: no-preference)`;
/** Each build has its own worker URL, so its caches are named after the build; the worker learns the prefixed languages. */
const workerUrl = `/sw.js?${new URLSearchParams({ v: process.env.NEXT_PUBLIC_BUILD_VERSION ?? 'dev', prefixes: prefixedLocales.join(',') })}`;
const revealFrames: Keyframe[] = [
  { opacity: 0, transform: 'translateY(24px)' },
  { opacity: 1, transform: 'none' },
];
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Sections (`[data-reveal]`) fade up as they scroll into view, once (docs/behaviour/experience.md#reveal-animations).
 * Only what is still below the fold is hidden, so nothing the visitor already sees blinks; over the device's limit of
 * concurrent animations, content simply appears.
 */
function watchReveals(): () => void {
  const hidden = new Set<HTMLElement>();
  const running = new Set<Animation>();
  const hideBelowFold = (element: Element) => {
    if (!(element instanceof HTMLElement) || element.getBoundingClientRect().top < window.innerHeight) return false;
    element.style.opacity = '0';
    hidden.add(element);
    return true;
  };
  const reveal = (element: Element) => {
    const target = element as HTMLElement;
    hidden.delete(target);
    target.style.opacity = '';
    if (!tryAnimate()) return;
    const animation = target.animate(revealFrames, { duration: DEFAULT_DURATION_MS, easing: 'ease-out' });
    running.add(animation);
    animation.onfinish = animation.oncancel = () => {
      if (running.delete(animation)) animationEnded();
    };
    const section = target.closest('[data-section]')?.getAttribute('data-section') || undefined;
    trackEvent('animation_trigger', { animation_name: 'reveal', section });
  };
  const stop = whenInView('[data-reveal]', { rootMargin: '0px 0px -10% 0px' }, reveal, hideBelowFold);
  return () => {
    stop();
    running.forEach((animation) => animation.cancel());
    hidden.forEach((element) => (element.style.opacity = ''));
  };
}

/** The reading progress bar follows the scroll at the device's pace, and the page as it grows; React never re-renders. */
function watchReadingProgress(bar: HTMLElement, throttleMs: number): () => void {
  const update = throttle(() => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const ratio = scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
    bar.style.transform = `scaleX(${ratio})`;
  }, throttleMs);
  update();
  window.addEventListener('scroll', update, { passive: true });
  const resize = new ResizeObserver(update);
  resize.observe(document.body);
  return () => {
    update.cancel();
    window.removeEventListener('scroll', update);
    resize.disconnect();
  };
}

/** Links to `#id` on the same page scroll to their target (smoothly while animations are on) and move focus there. */
function watchInPageLinks(smooth: boolean): () => void {
  const onClick = (event: MouseEvent) => {
    // A modified click (a new tab, a download) is the browser's.
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    const id = link ? decodeURIComponent(link.hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    event.preventDefault();
    window.history.pushState(window.history.state, '', `#${id}`);
    // Under the fixed header, thanks to scroll-padding-top.
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    if (!target.matches(focusable)) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

/** Production builds only, once the page is idle; it saves the pages worth having offline (public/sw.js). */
function registerServiceWorker(): (() => void) | undefined {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(workerUrl, { scope: '/' })
      // No worker (private mode, blocked by policy): the site simply works without offline pages.
      .catch(() => {});
  return whenIdle(register, WORKER_IDLE_TIMEOUT_MS, WORKER_IDLE_FALLBACK_MS);
}

/** The cursor's own chunk; one that fails recovers (no cursor), never through an error boundary. */
const CustomCursor = dynamic(async () => (await loadOptional(() => import('./custom-cursor')))?.default ?? noCursor, {
  ssr: false,
});
const noCursor = () => null;

/**
 * What the experience layer does around every page (docs/behaviour/experience.md): the frame-rate monitor, reveals,
 * smooth in-page links, the reading progress bar, the custom cursor, the service worker, and recovery.
 */
export function PageEffects() {
  const { enabled, throttleMs } = useMotionTuning();
  const bar = useRef<HTMLDivElement>(null);
  // A cursor fits a mouse on a wide screen, with motion allowed: asked once the page is idle (its chunk comes after),
  // then CSS hides it if the window narrows.
  const [cursorFits, setCursorFits] = useState(false);
  useEffect(() => {
    const ask = () => setCursorFits(window.matchMedia(CURSOR_MEDIA_QUERY).matches);
    return whenIdle(ask, CURSOR_IDLE_TIMEOUT_MS, CURSOR_IDLE_FALLBACK_MS);
  }, []);
  useEffect(startMotionMonitor, []);
  useEffect(startResilience, []);
  useEffect(registerServiceWorker, []);
  useEffect(() => watchInPageLinks(enabled), [enabled]);
  useEffect(() => (enabled ? watchReveals() : undefined), [enabled]);
  useEffect(() => watchReadingProgress(bar.current!, throttleMs), [throttleMs]);
  return (
    <>
      <div
        ref={bar}
        aria-hidden="true"
        data-reading-progress=""
        style={{ transform: 'scaleX(0)' }}
        className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 origin-left bg-brand transition-transform duration-100 ease-out motion-reduce:transition-none"
      />
      {cursorFits && enabled ? <CustomCursor /> : null}
    </>
  );
}
