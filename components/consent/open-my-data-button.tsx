'use client';

import { openMyDataPanel } from '@/lib/privacy/panel';

/** Opens the footer's My Data panel from anywhere in a page. */
export function OpenMyDataButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" aria-haspopup="dialog" onClick={openMyDataPanel} className={className}>
      {label}
    </button>
  );
}
