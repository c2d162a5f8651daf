'use client';

import { useSiteTheme } from './theme-provider';

/** Both labels are rendered and CSS shows the right one, so the server HTML never mismatches. */
export function ThemeToggle({ toBlue, toRed }: { toBlue: string; toRed: string }) {
  const { toggleTheme } = useSiteTheme();
  return (
    <button type="button" onClick={toggleTheme} className="icon-btn hover:border-brand">
      <span aria-hidden="true" className="size-4 rounded-full bg-brand" />
      <span className="sr-only in-data-[theme=red]:hidden">{toRed}</span>
      <span className="sr-only hidden in-data-[theme=red]:inline">{toBlue}</span>
    </button>
  );
}
