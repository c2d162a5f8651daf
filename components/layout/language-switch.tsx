'use client';

import { usePathname } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { writeCookie, writeItem } from '@/lib/consent/storage';
import { twinPath } from '@/lib/i18n/twin';

/**
 * Stores the explicit choice (spec §4) then follows a plain link to the twin page. The visible code is
 * part of the accessible name (WCAG 2.5.3), so speech users can say what they see.
 */
export function LanguageSwitch({ target, label, short }: { target: Locale; label: string; short: string }) {
  const href = twinPath(usePathname() ?? '/', target);
  function storeChoice() {
    // The cookie is what the home redirect reads; the local copy is spec §3's `language` key.
    writeCookie('languageCookie', target);
    writeItem('language', target);
  }
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      onClick={storeChoice}
      aria-label={`${short}, ${label}`}
      className="grid h-10 min-w-10 place-items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
    >
      {short}
    </a>
  );
}
