import {
  animationTuning,
  DEFAULT_DURATION_MS,
  isLowEndDevice,
  tuneForFrameRate,
  type DeviceProfile,
} from '@/lib/experience/motion';
import { throttle } from '@/lib/experience/timing';

type Motion = typeof import('@/lib/experience/motion');

const desktop: DeviceProfile = { mobile: false, memoryGb: 8, cores: 8, slowConnection: false, reducedMotion: false };

/** A page load on a device whose media queries all answer `matches`: its own tuning store. */
function freshPage(matches = false): Motion {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  let motion: Motion | undefined;
  jest.isolateModules(() => {
    motion = jest.requireActual<typeof import('@/lib/experience/motion')>('@/lib/experience/motion');
  });
  return motion!;
}

// docs/behaviour/experience.md#animation-tuning
describe('device-aware animation tuning', () => {
  it('runs 10 animations at once on a desktop, with a 50 ms throttle and 300 ms animations', () => {
    expect(animationTuning(desktop)).toEqual({ enabled: true, maxConcurrent: 10, throttleMs: 50 });
    expect(DEFAULT_DURATION_MS).toBe(300);
  });

  it('runs 3 at once and throttles at 100 ms on mobile', () => {
    expect(animationTuning({ ...desktop, mobile: true })).toMatchObject({ maxConcurrent: 3, throttleMs: 100 });
  });

  it('runs 5 at once under 4 GB of memory, and mobile wins over low memory', () => {
    expect(animationTuning({ ...desktop, memoryGb: 2 })).toMatchObject({ maxConcurrent: 5, throttleMs: 50 });
    expect(animationTuning({ ...desktop, memoryGb: 4 })).toMatchObject({ maxConcurrent: 10 });
    expect(animationTuning({ ...desktop, memoryGb: 2, mobile: true })).toMatchObject({ maxConcurrent: 3 });
  });

  it('keeps 10 when the browser does not tell its memory', () => {
    expect(animationTuning({ ...desktop, memoryGb: undefined })).toMatchObject({ maxConcurrent: 10 });
  });

  it('turns animations off for visitors who prefer reduced motion', () => {
    expect(animationTuning({ ...desktop, reducedMotion: true }).enabled).toBe(false);
  });

  it('calls a device low-end with little memory, few cores, 2g or data saver', () => {
    expect(isLowEndDevice(desktop)).toBe(false);
    expect(isLowEndDevice({ ...desktop, memoryGb: 2 })).toBe(true);
    expect(isLowEndDevice({ ...desktop, cores: 2 })).toBe(true);
    expect(isLowEndDevice({ ...desktop, slowConnection: true })).toBe(true);
  });
});

// docs/behaviour/experience.md#performance-monitor
describe('the performance monitor', () => {
  const tuning = animationTuning(desktop);

  it('turns animations off below 30 frames per second', () => {
    expect(tuneForFrameRate(tuning, 29.9).enabled).toBe(false);
    expect(tuneForFrameRate(tuning, 12).enabled).toBe(false);
  });

  it('caps concurrency at 3 from 30 up to 45 frames per second, animations still on', () => {
    expect(tuneForFrameRate(tuning, 30)).toMatchObject({ enabled: true, maxConcurrent: 3 });
    expect(tuneForFrameRate(tuning, 44.9)).toMatchObject({ enabled: true, maxConcurrent: 3 });
  });

  it('leaves the tuning alone at 45 frames per second and more', () => {
    expect(tuneForFrameRate(tuning, 45)).toEqual(tuning);
    expect(tuneForFrameRate(tuning, 60)).toEqual(tuning);
  });

  it('never raises a limit that was already lower', () => {
    const phone = animationTuning({ ...desktop, mobile: true });
    expect(tuneForFrameRate({ ...phone, maxConcurrent: 2 }, 40).maxConcurrent).toBe(2);
  });
});

/** The page's frames, painted by the test: each `advance` paints one frame `ms` later. */
function fakeFrames() {
  let now = 0;
  let pending: FrameRequestCallback | undefined;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    pending = callback;
    return 1;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => (pending = undefined));
  return {
    advance(ms: number, frames = 1) {
      for (let i = 0; i < frames; i++) {
        now += ms;
        const callback = pending;
        pending = undefined;
        callback?.(now);
      }
    },
    setHidden: (hidden: boolean) =>
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden }),
    isWaiting: () => pending !== undefined,
  };
}

describe('frame-rate measurement', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reports the frames painted per second of each window', () => {
    const frames = fakeFrames();
    const samples: number[] = [];
    freshPage().watchFrameRate((fps) => samples.push(fps), 2);
    // One frame more than a second's worth in each window, so float rounding cannot leave it open.
    frames.advance(1000 / 60, 62);
    frames.advance(1000 / 25, 27);
    expect(samples.map(Math.round)).toEqual([60, 25]);
    expect(frames.isWaiting()).toBe(false);
  });

  it('throws away a window during which the page was hidden', () => {
    const frames = fakeFrames();
    const samples: number[] = [];
    freshPage().watchFrameRate((fps) => samples.push(fps), 1);
    frames.advance(1000 / 60, 20);
    frames.setHidden(true);
    frames.advance(2000, 1);
    frames.setHidden(false);
    frames.advance(1000 / 60, 62);
    expect(samples.map(Math.round)).toEqual([60]);
  });

  it('stops when asked', () => {
    const frames = fakeFrames();
    freshPage().watchFrameRate(() => {})();
    expect(frames.isWaiting()).toBe(false);
  });
});

describe('the tuning store', () => {
  it('applies the monitor on top of the device, and keeps the same object while nothing changes', () => {
    const motion = freshPage();
    expect(motion.motionTuning()).toMatchObject({ enabled: true, maxConcurrent: 10 });
    motion.reportFrameRate(40);
    const capped = motion.motionTuning();
    expect(capped).toMatchObject({ enabled: true, maxConcurrent: 3 });
    // React re-renders only when the object changes.
    motion.reportFrameRate(41);
    expect(motion.motionTuning()).toBe(capped);
    motion.reportFrameRate(20);
    expect(motion.motionTuning().enabled).toBe(false);
    motion.reportFrameRate(60);
    expect(motion.motionTuning()).toMatchObject({ enabled: true, maxConcurrent: 10 });
  });

  it('lets no more animations run at once than the current limit, which may change while they run', () => {
    const motion = freshPage();
    motion.reportFrameRate(40);
    expect([1, 2, 3, 4].map(() => motion.tryAnimate())).toEqual([true, true, true, false]);
    motion.animationEnded();
    expect(motion.tryAnimate()).toBe(true);
    motion.reportFrameRate(60);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(() => motion.tryAnimate()).filter(Boolean)).toHaveLength(7);
    // More endings than animations never leave a slot counted below zero.
    for (let i = 0; i < 20; i++) motion.animationEnded();
    expect([...Array(11)].map(() => motion.tryAnimate()).filter(Boolean)).toHaveLength(10);
  });
});

describe('the scroll throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at most once per period and never loses the last call', () => {
    const run = jest.fn();
    const throttled = throttle(run, 100);
    throttled();
    throttled();
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(99);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    throttled.cancel();
  });
});
