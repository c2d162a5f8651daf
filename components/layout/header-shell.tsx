'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';

/** @public named in docs/behaviour/constants.md */
export const SOLID_AFTER_PX = 50;

/**
 * The fixed header turns solid once the page has scrolled more than 50 px (docs/behaviour/pages-and-routes.md#header).
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [solid, setSolid] = useState(false);
  useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header
      data-solid={solid}
      className={cx(
        'fixed inset-x-0 top-0 z-40 border-b border-transparent bg-canvas/70',
        'backdrop-blur transition-colors data-[solid=true]:border-slate-200 data-[solid=true]:bg-white',
      )}
    >
      {children}
    </header>
  );
}
