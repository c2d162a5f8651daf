'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** @public named in docs/behaviour/constants.md */
export const SOLID_AFTER_PX = 50;

/**
 * The fixed header: solid once the page has scrolled more than 50 px, and the root's top scroll padding kept to its
 * height (banners, text size), so what takes focus scrolls clear of it (docs/behaviour/pages-and-routes.md#header).
 * Its layout follows its own width in `rem` (a container), so larger text gets the narrow layout.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [solid, setSolid] = useState(false);
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    const root = document.documentElement.style;
    const size = new ResizeObserver(([entry]) => {
      // A little more than its height, so a focus ring shows whole below it.
      root.scrollPaddingTop = `${entry.target.getBoundingClientRect().height + 12}px`;
    });
    update();
    size.observe(header.current!);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      size.disconnect();
      window.removeEventListener('scroll', update);
    };
  }, []);
  return (
    <header
      ref={header}
      data-solid={solid}
      className="@container fixed inset-x-0 top-0 z-40 border-b border-transparent bg-canvas/70 backdrop-blur transition-colors data-[solid=true]:border-slate-200 data-[solid=true]:bg-white"
    >
      {children}
    </header>
  );
}
