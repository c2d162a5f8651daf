'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A button that shows and hides a list of links, closed by a link choice; the `menu` variant floats under its button
 * (desktop) and also closes on Escape and an outside click, the `inline` one pushes content down (mobile menu).
 */
export function Disclosure({
  label,
  children,
  variant,
}: {
  label: string;
  children: ReactNode;
  variant: 'menu' | 'inline';
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || variant !== 'menu') return;
    const onPointer = (event: PointerEvent) => root.current?.contains(event.target as Node) || setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, variant]);

  return (
    <div ref={root} className={variant === 'menu' ? 'relative' : undefined}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="nav-link flex w-full items-center justify-between gap-1"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div
        id={id}
        hidden={!open}
        onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
        className={
          variant === 'menu'
            ? 'absolute left-0 top-full mt-2 w-[40rem] max-w-[90vw] rounded-xl border border-slate-200 bg-white p-4 shadow-xl'
            : 'pb-2 pl-3'
        }
      >
        {children}
      </div>
    </div>
  );
}
