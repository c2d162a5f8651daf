'use client';

/** The event that opens the footer's My Data panel (components/consent/my-data-panel.tsx). */
export const OPEN_MY_DATA = 'my-data:open';

/** Opens the My Data panel from anywhere in a page. */
export function OpenMyDataButton({ label, className }: { label: string; className: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => window.dispatchEvent(new Event(OPEN_MY_DATA))}
      className={className}
    >
      {label}
    </button>
  );
}
