'use client';

import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useMotionTuning } from './motion-tuning';

type SmoothScroll = {
  /** Scrolls to an element (under the fixed header, thanks to scroll-padding-top) and moves focus there. */
  scrollToElement: (element: HTMLElement) => void;
};

const SmoothScrollContext = createContext<SmoothScroll | null>(null);

const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Smooth in-page scrolling, instant when motion is reduced or switched off by the performance monitor. */
export function SmoothScrollProvider({ children }: { children: ReactNode }) {
  const { enabled } = useMotionTuning();
  const value = useMemo<SmoothScroll>(() => {
    const behavior: ScrollBehavior = enabled ? 'smooth' : 'auto';
    return {
      scrollToElement(element) {
        element.scrollIntoView({ behavior, block: 'start' });
        if (!element.matches(focusable)) element.setAttribute('tabindex', '-1');
        element.focus({ preventScroll: true });
      },
    };
  }, [enabled]);
  return (
    <SmoothScrollContext.Provider value={value}>
      {children}
      <InPageLinks />
    </SmoothScrollContext.Provider>
  );
}

export function useSmoothScroll(): SmoothScroll {
  const context = useContext(SmoothScrollContext);
  if (!context)
    throw new Error(
      'useSmoothScroll must be used inside <SmoothScrollProvider> (components/experience/smooth-scroll.tsx).',
    );
  return context;
}

/** Links to `#id` on the same page (the skip link, section anchors) scroll smoothly and take focus along. */
function InPageLinks() {
  const { scrollToElement } = useSmoothScroll();
  useEffect(() => {
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
      scrollToElement(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [scrollToElement]);
  return null;
}
