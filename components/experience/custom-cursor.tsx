'use client';

import { domAnimation, LazyMotion, useMotionValue, useSpring } from 'motion/react';
import * as m from 'motion/react-m';
import { useEffect, useState } from 'react';
import { DEFAULT_DURATION_MS } from '@/lib/experience/motion';

const interactive = 'a[href], button, [role="button"], summary, label, input, select, textarea';
const follow = { stiffness: 700, damping: 45, mass: 0.5 };

/**
 * A ring that trails the mouse on a spring and widens over links and buttons (docs/behaviour/experience.md#custom-cursor).
 * It only decorates: the system cursor stays and the ring ignores the pointer; CSS hides it on touch and narrow
 * screens. It is the site's motion component, its own chunk fetched once the page is idle, so motion's renderer never
 * weighs on a first load.
 */
export default function CustomCursor() {
  const x = useSpring(useMotionValue(-100), follow);
  const y = useSpring(useMotionValue(-100), follow);
  const [visible, setVisible] = useState(false);
  const [overControl, setOverControl] = useState(false);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      setVisible(event.pointerType === 'mouse');
      if (event.pointerType !== 'mouse') return;
      x.set(event.clientX);
      y.set(event.clientY);
      setOverControl(event.target instanceof Element && event.target.closest(interactive) !== null);
    };
    const onLeave = (event: PointerEvent) => !event.relatedTarget && setVisible(false);
    const listening = new AbortController();
    window.addEventListener('pointermove', onMove, { passive: true, signal: listening.signal });
    document.addEventListener('pointerout', onLeave, { passive: true, signal: listening.signal });
    return () => listening.abort();
  }, [x, y]);

  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        aria-hidden="true"
        data-custom-cursor=""
        data-over-control={overControl}
        className="pointer-events-none fixed left-0 top-0 z-[90] -ml-4 -mt-4 size-8 rounded-full border-2 border-brand/60 transition-colors data-[over-control=true]:bg-brand/10 pointer-coarse:hidden [@media(max-width:768px)]:hidden"
        style={{ x, y }}
        initial={false}
        animate={{ opacity: visible ? 1 : 0, scale: overControl ? 1.5 : 1 }}
        transition={{ duration: DEFAULT_DURATION_MS / 1000, ease: 'easeOut' }}
      />
    </LazyMotion>
  );
}
