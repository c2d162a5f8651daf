'use client';

import { useEffect, useRef, useState } from 'react';
import { trackEvent } from '@/lib/analytics';
import type { HeroScene } from '@/lib/experience/hero-scene';
import { fullFrameRate, isLowEndDevice, readDevice, useMotionTuning, watchFrameRate } from '@/lib/experience/motion';
import { loadOptional } from '@/lib/experience/recovery';
import { whenIdle } from '@/lib/experience/timing';
import { getFlags } from '@/lib/flags';
import { useBrowserValue } from '@/lib/use-browser-value';

type Eligibility = 'never' | 'on-click' | 'when-idle';
type Status = 'measuring' | 'loading' | 'running' | 'failed' | 'too-slow';

/**
 * The scene waits for an idle moment: never part of the first paint.
 * @public named in docs/behaviour/constants.md
 */
export const IDLE_TIMEOUT_MS = 5000;
/** @public named in docs/behaviour/constants.md */
export const IDLE_FALLBACK_MS = 2500;
/** Windows of one second counted before the scene starts; it starts if one of them kept the full frame rate. */
const SAMPLES_BEFORE_START = 2;
/** Consecutive windows under the full frame rate, with the scene running, that stop it for the rest of the visit. */
const SLOW_SAMPLES_TO_STOP = 2;
/** The device has shown it cannot draw the scene at full speed: later visits to the home page skip it. */
let tooSlow = false;

/** Never with `?no-3d`, reduced motion or a low-end device; after a click with `?click-3d`; otherwise once idle. */
function readEligibility(): Eligibility {
  const { no3d, click3d } = getFlags();
  const device = readDevice();
  return no3d || device.reducedMotion || isLowEndDevice(device) ? 'never' : click3d ? 'on-click' : 'when-idle';
}

const button =
  'absolute right-2 top-2 z-10 rounded-full border border-slate-300 bg-white/90 px-4 py-2 text-sm font-semibold text-ink shadow-sm hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand aria-pressed:border-brand';

/**
 * The 3D layer of the home hero (docs/behaviour/experience.md#3d-hero). The static picture under it is the largest
 * paint and the fallback. Once the page is idle (or on a click) it counts frames, and only where they keep the full
 * rate does it fetch the scene, a chunk of its own; it stops for good when the scene drops under that rate. While it
 * turns, a button pauses it (WCAG 2.2.2), its state told by `aria-pressed`.
 */
export function Hero3D({ startLabel, pauseLabel }: { startLabel: string; pauseLabel: string }) {
  const when = useBrowserValue(readEligibility, 'never');
  const [requested, setRequested] = useState(false);
  const [status, setStatus] = useState<Status>(() => (tooSlow ? 'too-slow' : 'measuring'));
  const [paused, setPaused] = useState(false);
  const { enabled } = useMotionTuning();
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<HeroScene | null>(null);

  useEffect(() => {
    if (when === 'when-idle') return whenIdle(() => setRequested(true), IDLE_TIMEOUT_MS, IDLE_FALLBACK_MS);
  }, [when]);

  // Before it starts, up to two windows of frames; while it turns, two slow windows in a row stop it for the visit.
  const counting = requested && !paused && (status === 'measuring' || status === 'running');
  useEffect(() => {
    if (!counting) return;
    const measuring = status === 'measuring';
    let [left, slow] = [SAMPLES_BEFORE_START, 0];
    const stop = watchFrameRate(
      (fps) => {
        left -= 1;
        slow = fullFrameRate(fps) ? 0 : slow + 1;
        if (measuring ? slow > 0 && left > 0 : slow < SLOW_SAMPLES_TO_STOP) return;
        stop();
        tooSlow = slow > 0;
        setStatus(tooSlow ? 'too-slow' : 'loading');
      },
      measuring ? SAMPLES_BEFORE_START : Infinity,
    );
    return stop;
  }, [counting, status]);

  const active = requested && enabled && (status === 'loading' || status === 'running');
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    // Offline or a failed chunk: the static picture is already there.
    void loadOptional(() => import('@/lib/experience/hero-scene')).then((module) => {
      if (cancelled || !canvas.current) return;
      scene.current = module?.startHeroScene(canvas.current) ?? null;
      setStatus(scene.current ? 'running' : 'failed');
      if (scene.current) trackEvent('animation_trigger', { animation_name: 'hero_3d', section: 'hero' });
    });
    return () => {
      cancelled = true;
      scene.current?.stop();
      scene.current = null;
    };
  }, [active]);
  useEffect(() => {
    scene.current?.pause(paused);
  }, [paused, status]);

  if (when === 'on-click' && !requested)
    return (
      <button type="button" onClick={() => setRequested(true)} className={button}>
        {startLabel}
      </button>
    );
  // Why it draws nothing, for developer tools and tests: `off`, `measuring`, `too-slow`, `failed`, or `paused`
  // (animations off).
  if (!active)
    return (
      <span
        hidden
        data-hero-3d={when === 'never' ? 'off' : status === 'running' || status === 'loading' ? 'paused' : status}
      />
    );
  return (
    <>
      <canvas
        ref={canvas}
        aria-hidden="true"
        data-hero-canvas={paused ? 'paused' : status}
        className="absolute inset-0 size-full transition-opacity duration-700 data-[hero-canvas=loading]:opacity-0"
      />
      {status === 'running' ? (
        <button type="button" aria-pressed={paused} onClick={() => setPaused(!paused)} className={button}>
          <span aria-hidden="true">{paused ? '▶ ' : '❚❚ '}</span>
          {pauseLabel}
        </button>
      ) : null}
    </>
  );
}
