'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { prefixedLocales } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import {
  animationEnded,
  MOBILE_BREAKPOINT_PX,
  startMotionMonitor,
  tryAnimate,
  useMotionTuning,
} from '@/lib/experience/motion';
import { loadOptional } from '@/lib/experience/recovery';
import { startResilience } from '@/lib/experience/resilience';
import { throttle, whenIdle } from '@/lib/experience/timing';

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
function watchReveals(durationMs: number): () => void {
  const seen = new WeakSet<Element>();
  const hidden = new Set<HTMLElement>();
  const running = new Set<Animation>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting || !(target instanceof HTMLElement)) continue;
        observer.unobserve(target);
        hidden.delete(target);
        target.style.opacity = '';
        if (!tryAnimate()) continue;
        const animation = target.animate(revealFrames, { duration: durationMs, easing: 'ease-out' });
        running.add(animation);
        animation.onfinish = animation.oncancel = () => {
          if (running.delete(animation)) animationEnded();
        };
        const section = target.closest('[data-section]')?.getAttribute('data-section') || undefined;
        trackEvent('animation_trigger', { animation_name: 'reveal', section });
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  const scan = () => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
      if (seen.has(element)) continue;
      seen.add(element);
      if (element.getBoundingClientRect().top < window.innerHeight) continue;
      element.style.opacity = '0';
      hidden.add(element);
      observer.observe(element);
    }
  };
  scan();
  // A client-side navigation or streamed content brings new sections.
  const mutations = new MutationObserver(scan);
  mutations.observe(document.body, { childList: true, subtree: true });
  return () => {
    mutations.disconnect();
    observer.disconnect();
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
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
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

/**
 * The cursor's own chunk; one that fails recovers (no cursor), never through an error boundary. Only a browser loads
 * it: the condition, known when the server's copy of this module is compiled, keeps motion's renderer out of the
 * server bundle (docs/architecture.md#development-server).
 */
const CustomCursor = dynamic(
  async () =>
    (typeof window === 'undefined' ? null : await loadOptional(() => import('./custom-cursor')))?.default ?? noCursor,
  { ssr: false },
);
const noCursor = () => null;

function subscribeToCursorQuery(onChange: () => void) {
  const media = window.matchMedia(CURSOR_MEDIA_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Where a cursor fits, once the page is idle, while animations are on. */
function LazyCustomCursor({ enabled }: { enabled: boolean }) {
  const fits = useSyncExternalStore(
    subscribeToCursorQuery,
    () => window.matchMedia(CURSOR_MEDIA_QUERY).matches,
    () => false,
  );
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), CURSOR_IDLE_TIMEOUT_MS, CURSOR_IDLE_FALLBACK_MS), []);
  return fits && enabled && idle ? <CustomCursor /> : null;
}

/**
 * What the experience layer does around every page (docs/behaviour/experience.md): the frame-rate monitor, reveals,
 * smooth in-page links, the reading progress bar, the custom cursor, the service worker, and recovery.
 */
export function PageEffects() {
  const { enabled, throttleMs, durationMs } = useMotionTuning();
  const bar = useRef<HTMLDivElement>(null);
  useEffect(startMotionMonitor, []);
  useEffect(startResilience, []);
  useEffect(registerServiceWorker, []);
  useEffect(() => watchInPageLinks(enabled), [enabled]);
  useEffect(() => (enabled ? watchReveals(durationMs) : undefined), [enabled, durationMs]);
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
      <LazyCustomCursor enabled={enabled} />
    </>
  );
}
