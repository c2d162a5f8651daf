'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';

type MobileMenuProps = { openLabel: string; closeLabel: string; title: string; children: ReactNode };

/** The content of an icon button: the drawn lines, and the name for assistive technologies. */
function ButtonIcon({ label, path }: { label: string; path: string }) {
  return (
    <>
      <span className="sr-only">{label}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </>
  );
}

/**
 * The slide-in menu (docs/behaviour/pages-and-routes.md#mobile-menu): a modal <dialog>, so focus stays inside and
 * Escape closes it; the page does not scroll behind it (globals.css); choosing a link or navigating closes it.
 */
export function MobileMenu({ openLabel, closeLabel, title, children }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()} className="icon-btn">
        <ButtonIcon label={openLabel} path="M4 7h16M4 12h16M4 17h16" />
      </button>
      <dialog
        ref={dialog}
        aria-label={title}
        onClick={(event) => {
          if (event.target === dialog.current || (event.target as HTMLElement).closest('a')) dialog.current?.close();
        }}
        className={cx(
          'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85%] max-w-none',
          'overflow-y-auto bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/50',
        )}
      >
        <div className="flex items-center justify-between border-b border-slate-200 p-4">
          <p className="font-semibold">{title}</p>
          <button type="button" onClick={() => dialog.current?.close()} className="icon-btn">
            <ButtonIcon label={closeLabel} path="M6 6l12 12M18 6L6 18" />
          </button>
        </div>
        <div className="p-4">{children}</div>
      </dialog>
    </>
  );
}
