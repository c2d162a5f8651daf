'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { trackEvent } from '@/lib/analytics';
import { useAnimationBudget, useMotionTuning } from './motion-tuning';

const keyframes: Keyframe[] = [
  { opacity: 0, transform: 'translateY(24px)' },
  { opacity: 1, transform: 'none' },
];

/**
 * Fades its content up as it scrolls into view. The server HTML is untouched (crawlers and visitors
 * without JavaScript read everything); after hydration only what is still below the fold is hidden,
 * so nothing the visitor already sees ever blinks. Over the device's concurrency limit, or once
 * animations are off (reduced motion, slow frame rate), content simply appears. Each fade that runs is
 * reported as an `animation_trigger` (docs/behaviour/analytics.md#event-catalogue).
 *
 * The fade is a native Web Animation rather than an `m` component: an `m` wrapper around every
 * section would add motion's renderer (about 14 KiB compressed) to the first load of every page.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { enabled, durationMs } = useMotionTuning();
  const budget = useAnimationBudget();

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || element.getBoundingClientRect().top < window.innerHeight) return;
    element.style.opacity = '0';
    let animation: Animation | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        element.style.opacity = '';
        if (!budget.tryAcquire()) return;
        animation = element.animate(keyframes, { duration: durationMs, easing: 'ease-out' });
        trackEvent('animation_trigger', {
          animation_name: 'reveal',
          section: element.closest('[data-section]')?.getAttribute('data-section') || undefined,
        });
        animation.addEventListener('finish', budget.release, { once: true });
        animation.addEventListener('cancel', budget.release, { once: true });
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      animation?.cancel();
      element.style.opacity = '';
    };
  }, [enabled, durationMs, budget]);

  return (
    <div ref={ref} className={className} data-reveal="">
      {children}
    </div>
  );
}
