'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';

/**
 * A navigation quicker than this shows nothing: a flash of spinner would only distract.
 * @public named in docs/behaviour/constants.md
 */
export const SHOW_AFTER_MS = 300;

const here = () => window.location.pathname + window.location.search;

/** A click next/link took over (it prevented the browser's own navigation) to another page of this site. */
function leavesPage(event: MouseEvent): boolean {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || !event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname + url.search !== here();
}

/** One page's spinner: a new URL mounts a new one, so the navigation that led there is over. */
function Progress({ label, url }: { label: string; url: string }) {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setLoading(true), SHOW_AFTER_MS);
    };
    const onClick = (event: MouseEvent) => leavesPage(event) && start();
    // Back and forward change the address first; the page follows once the router has it.
    const onPopState = () => here() !== url && start();
    // On window, after React's own listener on the document, so next/link has already decided.
    window.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, [url]);

  return (
    <div
      role="status"
      data-navigation-progress={loading ? 'loading' : 'idle'}
      className="pointer-events-none fixed left-1/2 top-20 z-50 -translate-x-1/2"
    >
      {loading ? (
        <span className="flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-ink shadow-lg">
          <span
            aria-hidden="true"
            className="size-4 rounded-full border-2 border-brand-soft border-t-brand motion-safe:animate-spin"
          />
          {label}
        </span>
      ) : null}
    </div>
  );
}

function ProgressWithUrl({ label }: { label: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const url = search ? `${pathname}?${search}` : pathname;
  return <Progress key={url} label={label} url={url} />;
}

/**
 * A spinner while loading (docs/behaviour/pages-and-routes.md#navigation-spinner): during a client navigation that
 * takes more than a moment (the blog list is rendered per request), a spinner with its words in the page's language,
 * announced politely. It floats over the page, so it moves nothing, and a first load never shows it: only a click or
 * the Back button starts it.
 */
export function NavigationProgress({ label }: { label: string }) {
  // Static pages read their query in the browser only: until then nothing can be loading anyway.
  return (
    <Suspense fallback={null}>
      <ProgressWithUrl label={label} />
    </Suspense>
  );
}
