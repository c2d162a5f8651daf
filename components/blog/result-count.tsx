'use client';

import { useEffect, useRef } from 'react';

/**
 * How many articles a search or a filter found, said by a polite live region (WCAG technique ARIA22). The words are
 * written in once the region is on the page, so that it is announced after a navigation too.
 */
export function ResultCount({ text }: { text: string }) {
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (region.current) region.current.textContent = text;
  }, [text]);
  return <p ref={region} aria-live="polite" data-result-count="" className="sr-only" />;
}
