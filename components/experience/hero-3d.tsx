'use client';

import { useEffect, useRef, useState } from 'react';
import { trackEvent } from '@/lib/analytics';
import { whenIdle } from '@/lib/analytics/schedule';
import { isLowEndDevice, readDevice } from '@/lib/experience/device';
import { fullFrameRate, watchFrameRate } from '@/lib/experience/frame-rate';
import { loadOptional } from '@/lib/experience/recovery';
import { getFlags } from '@/lib/flags';
import { useBrowserValue } from '@/lib/use-browser-value';
import { useMotionTuning } from './motion-tuning';

type Eligibility = 'never' | 'on-click' | 'when-idle';
type Status = 'measuring' | 'loading' | 'running' | 'failed' | 'too-slow';

/** @public named in docs/behaviour/constants.md */
export const IDLE_TIMEOUT_MS = 5000;
/** @public named in docs/behaviour/constants.md */
export const IDLE_FALLBACK_MS = 2500;
/** Windows of one second counted before the scene starts; it starts if one of them kept the full frame rate. */
const SAMPLES_BEFORE_START = 2;
/** Consecutive windows under the full frame rate, with the scene running, that stop it for the rest of the visit. */
const SLOW_SAMPLES_TO_STOP = 2;
let eligibility: Eligibility | undefined;
/** Set once the device has shown it cannot draw the scene at full speed: later visits to the home page skip it. */
let tooSlow = false;

/** Resolves whether any of `samples` one-second windows kept the full frame rate, and stops counting then. */
function keepsFullFrameRate(samples: number): { result: Promise<boolean>; cancel: () => void } {
  let stop = () => {};
  const result = new Promise<boolean>((resolve) => {
    let left = samples;
    stop = watchFrameRate(
      (fps) => {
        left -= 1;
        if (!fullFrameRate(fps) && left > 0) return;
        stop();
        resolve(fullFrameRate(fps));
      },
      { samples },
    );
  });
  return { result, cancel: () => stop() };
}

/**
 * Why the layer draws nothing, as its `data-hero-3d` (docs/behaviour/experience.md#3d-hero): `off` for a device that
 * never gets it, `measuring` until its frames are counted, `too-slow`, `failed`, or `paused` while animations are off.
 */
function idleState(when: Eligibility, status: Status) {
  if (when === 'never') return 'off';
  return status === 'loading' || status === 'running' ? 'paused' : status;
}

/** Never with `?no-3d`, reduced motion or a low-end device; after a click with `?click-3d`; otherwise once idle. */
function readEligibility(): Eligibility {
  if (eligibility) return eligibility;
  const flags = getFlags();
  const device = readDevice();
  if (flags.no3d || device.reducedMotion || isLowEndDevice(device)) eligibility = 'never';
  else eligibility = flags.click3d ? 'on-click' : 'when-idle';
  return eligibility;
}

/**
 * The 3D layer of the home hero. It never takes part in the first paint: the static picture is the
 * largest paint and stays as the fallback. Once the page is idle (or on a click) it counts frames, and only where
 * they keep the full rate does it fetch the scene's code, a separate chunk; it stops for good when the scene
 * drops under that rate, and gives its frames back when the frame-rate monitor turns animations off.
 */
export function Hero3D({ startLabel }: { startLabel: string }) {
  const when = useBrowserValue(readEligibility, 'never');
  const [requested, setRequested] = useState(false);
  const [status, setStatus] = useState<Status>(() => (tooSlow ? 'too-slow' : 'measuring'));
  const { enabled } = useMotionTuning();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (when !== 'when-idle') return;
    return whenIdle(() => setRequested(true), IDLE_TIMEOUT_MS, IDLE_FALLBACK_MS);
  }, [when]);

  useEffect(() => {
    if (!requested || status !== 'measuring') return;
    const measure = keepsFullFrameRate(SAMPLES_BEFORE_START);
    void measure.result.then((fast) => {
      tooSlow = !fast;
      setStatus(fast ? 'loading' : 'too-slow');
    });
    return measure.cancel;
  }, [requested, status]);

  useEffect(() => {
    if (status !== 'running') return;
    let slow = 0;
    return watchFrameRate((fps) => {
      slow = fullFrameRate(fps) ? 0 : slow + 1;
      if (slow < SLOW_SAMPLES_TO_STOP) return;
      tooSlow = true;
      setStatus('too-slow');
    });
  }, [status]);

  const active = requested && enabled && (status === 'loading' || status === 'running');
  useEffect(() => {
    if (!active) return;
    let stopScene: (() => void) | undefined;
    let cancelled = false;
    // Offline or a failed chunk: the static picture is already there.
    void loadOptional(() => import('@/lib/experience/hero-scene')).then((module) => {
      if (cancelled || !canvas.current) return;
      const scene = module?.startHeroScene(canvas.current, () => setStatus('failed'));
      stopScene = scene?.stop;
      setStatus(scene ? 'running' : 'failed');
      if (scene) trackEvent('animation_trigger', { animation_name: 'hero_3d', section: 'hero' });
    });
    return () => {
      cancelled = true;
      stopScene?.();
    };
  }, [active]);

  if (when === 'on-click' && !requested) {
    return (
      <button
        type="button"
        onClick={() => setRequested(true)}
        className="absolute right-2 top-2 z-10 rounded-full border border-slate-300 bg-white/90 px-4 py-2 text-sm font-semibold text-ink shadow-sm hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
      >
        {startLabel}
      </button>
    );
  }
  if (!active) return <span hidden data-hero-3d={idleState(when, status)} />;
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-hero-canvas={status}
      className="absolute inset-0 size-full opacity-0 transition-opacity duration-700 data-[hero-canvas=running]:opacity-100"
    />
  );
}
