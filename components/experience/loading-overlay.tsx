'use client';

import { useEffect, useState } from 'react';
import { brandMark } from '@/lib/brand-mark';
import { writeItem } from '@/lib/consent/storage';
import { LOADING_ATTRIBUTE, LOADING_SCREEN_MIN_MS, nextProgress } from '@/lib/experience/loading-screen';
import { useBrowserValue } from '@/lib/use-browser-value';

let decided: string | undefined;
/** What the pre-paint script decided for this page load: `full`, `simple` or `none`. */
const readMode = () => (decided ??= document.documentElement.getAttribute(LOADING_ATTRIBUTE) || 'none');

type LoadingOverlayProps = { brand: string; label: string; progressLabel: string };

/**
 * Progress advances randomly and reaches 100 % no sooner than 3000 ms after navigation started. The overlay lets
 * clicks through and any key or pointer press ends it early: nobody is held behind a screen they cannot see past.
 */
export function LoadingOverlay({ brand, label, progressLabel }: LoadingOverlayProps) {
  // `pending` on the server and while hydrating: the markup stays as served (hidden unless <html> is marked).
  const mode = useBrowserValue(readMode, 'pending');
  const [ending, setEnding] = useState<'no' | 'leaving' | 'done'>('no');
  const [progress, setProgress] = useState(0);
  useEffect(() => void writeItem('hasVisited', 'true'), []);

  const showing = (mode === 'full' || mode === 'simple') && ending === 'no';
  useEffect(() => {
    if (!showing) return;
    const main = document.getElementById('main');
    main?.setAttribute('aria-busy', 'true');
    let timer: ReturnType<typeof setTimeout>;
    const finish = () => {
      clearTimeout(timer);
      setProgress(100);
      setEnding('leaving');
    };
    const tick = () => {
      const elapsed = performance.now();
      if (elapsed >= LOADING_SCREEN_MIN_MS) return finish();
      setProgress((current) => nextProgress(current, elapsed, Math.random()));
      timer = setTimeout(tick, 120 + Math.random() * 220);
    };
    timer = setTimeout(tick, 0);
    const listening = new AbortController();
    const options = { capture: true, passive: true, signal: listening.signal };
    window.addEventListener('keydown', finish, options);
    window.addEventListener('pointerdown', finish, options);
    return () => {
      clearTimeout(timer);
      listening.abort();
      main?.removeAttribute('aria-busy');
    };
  }, [showing]);

  if (mode === 'none' || ending === 'done') return null;
  const phase = ending === 'leaving' ? 'leaving' : mode;
  return (
    <div
      role="status"
      data-loading-phase={phase}
      // Gone once it has faded out (the progress bar's own transition ends on another target).
      onTransitionEnd={(event) => {
        if (phase !== 'leaving' || event.target !== event.currentTarget) return;
        document.documentElement.removeAttribute(LOADING_ATTRIBUTE);
        setEnding('done');
      }}
      className="pointer-events-none fixed inset-0 z-[100] hidden flex-col items-center justify-center gap-6 bg-canvas transition-opacity duration-300 in-data-[loading-screen]:flex data-[loading-phase=leaving]:opacity-0"
    >
      <span className="logo text-xl">
        <svg aria-hidden="true" viewBox={brandMark.viewBox} className="size-8 text-brand" focusable="false">
          <rect width="32" height="32" rx={brandMark.cornerRadius} fill="currentColor" />
          {brandMark.strokes.map((d) => (
            <path key={d} d={d} fill="none" stroke="#fff" strokeWidth={brandMark.strokeWidth} strokeLinecap="round" />
          ))}
        </svg>
        <span>{brand}</span>
      </span>
      {phase === 'simple' ? (
        <span
          aria-hidden="true"
          className="size-8 rounded-full border-4 border-brand-soft border-t-brand motion-safe:animate-spin"
        />
      ) : (
        <span
          role="progressbar"
          aria-label={progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="block h-1.5 w-56 overflow-hidden rounded-full bg-brand-soft"
        >
          <span
            className="block h-full origin-left bg-brand transition-transform duration-200 ease-out"
            style={{ transform: `scaleX(${progress / 100})` }}
          />
        </span>
      )}
      <span className="text-sm font-medium text-muted">{label}</span>
    </div>
  );
}
