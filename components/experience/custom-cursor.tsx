'use client';

import { useEffect, useRef } from 'react';

const interactive = 'a[href], button, [role="button"], summary, label, input, select, textarea';

/**
 * A ring that trails the mouse and widens over links and buttons (docs/behaviour/experience.md#custom-cursor). It only
 * decorates: the system cursor stays and the ring ignores the pointer. It moves by CSS transitions of the position the
 * mouse gives it, so React never renders as the mouse moves; CSS hides it on touch and narrow screens.
 */
export default function CustomCursor() {
  const ring = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ring.current!;
    const onMove = (event: PointerEvent) => {
      element.dataset.visible = String(event.pointerType === 'mouse');
      if (event.pointerType !== 'mouse') return;
      element.style.translate = `${event.clientX}px ${event.clientY}px`;
      const overControl = event.target instanceof Element && event.target.closest(interactive) !== null;
      element.dataset.overControl = String(overControl);
    };
    const onLeave = (event: PointerEvent) => {
      if (!event.relatedTarget) element.dataset.visible = 'false';
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('pointerout', onLeave, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerout', onLeave);
    };
  }, []);

  return (
    <div
      ref={ring}
      aria-hidden="true"
      data-custom-cursor=""
      className="pointer-events-none fixed left-0 top-0 z-[90] -ml-4 -mt-4 size-8 rounded-full border-2 border-brand/60 opacity-0 transition-[translate,scale,opacity,background-color] duration-150 ease-out data-[over-control=true]:scale-150 data-[over-control=true]:bg-brand/10 data-[visible=true]:opacity-100 pointer-coarse:hidden [@media(max-width:768px)]:hidden"
    />
  );
}
