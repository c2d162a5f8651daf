'use client';

import { useEffect, useRef } from 'react';
import { throttle } from '@/lib/experience/throttle';
import { useMotionTuning } from './motion-tuning';

/**
 * The reading progress bar on top of every page (docs/behaviour/experience.md#reading-progress). Scroll is read at the
 * device's pace (every 100 ms on mobile, 50 ms otherwise); a short transition smooths the steps between readings. It
 * writes its width straight to the DOM: scrolling never re-renders React.
 */
export function ReadingProgress() {
  const bar = useRef<HTMLDivElement>(null);
  const { throttleMs } = useMotionTuning();

  useEffect(() => {
    const update = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      const ratio = scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
      bar.current?.style.setProperty('transform', `scaleX(${ratio})`);
    };
    const throttled = throttle(update, throttleMs);
    update();
    window.addEventListener('scroll', throttled, { passive: true });
    // The page grows and shrinks too (an FAQ answer opens, a client-side navigation lands).
    const resize = new ResizeObserver(throttled);
    resize.observe(document.body);
    return () => {
      throttled.cancel();
      window.removeEventListener('scroll', throttled);
      resize.disconnect();
    };
  }, [throttleMs]);

  return (
    <div
      ref={bar}
      aria-hidden="true"
      data-reading-progress=""
      style={{ transform: 'scaleX(0)' }}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 origin-left bg-brand transition-transform duration-100 ease-out motion-reduce:transition-none"
    />
  );
}
