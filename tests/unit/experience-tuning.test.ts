import { createAnimationBudget } from '@/lib/experience/animation-budget';
import { animationTuning, isLowEndDevice, type DeviceProfile } from '@/lib/experience/device';
import { tuneForFrameRate, watchFrameRate } from '@/lib/experience/frame-rate';
import { createMotionTuningStore } from '@/lib/experience/motion-tuning-store';
import { throttle } from '@/lib/experience/throttle';

const desktop: DeviceProfile = { mobile: false, memoryGb: 8, cores: 8, slowConnection: false, reducedMotion: false };

// docs/behaviour/experience.md#animation-tuning
describe('device-aware animation tuning', () => {
  it('runs 10 animations at once on a desktop, with a 50 ms throttle and 300 ms animations', () => {
    expect(animationTuning(desktop)).toEqual({ enabled: true, maxConcurrent: 10, throttleMs: 50, durationMs: 300 });
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

/** A frame clock driven by the test: each `advance` paints one frame `ms` later. */
function fakeFrames() {
  let now = 0;
  let pending: ((time: number) => void) | undefined;
  let hidden = false;
  return {
    scheduler: {
      request: (callback: (time: number) => void) => {
        pending = callback;
        return 1;
      },
      cancel: () => {
        pending = undefined;
      },
      hidden: () => hidden,
    },
    advance(ms: number, frames = 1) {
      for (let i = 0; i < frames; i++) {
        now += ms;
        const callback = pending;
        pending = undefined;
        callback?.(now);
      }
    },
    setHidden(value: boolean) {
      hidden = value;
    },
    isWaiting: () => pending !== undefined,
  };
}

describe('frame-rate measurement', () => {
  it('reports the frames painted per second of each window', () => {
    const frames = fakeFrames();
    const samples: number[] = [];
    watchFrameRate((fps) => samples.push(fps), { frames: frames.scheduler, samples: 2 });
    // One frame more than a second's worth in each window, so float rounding cannot leave it open.
    frames.advance(1000 / 60, 62);
    frames.advance(1000 / 25, 27);
    expect(samples.map(Math.round)).toEqual([60, 25]);
    expect(frames.isWaiting()).toBe(false);
  });

  it('throws away a window during which the page was hidden', () => {
    const frames = fakeFrames();
    const samples: number[] = [];
    watchFrameRate((fps) => samples.push(fps), { frames: frames.scheduler, samples: 1 });
    frames.advance(1000 / 60, 20);
    frames.setHidden(true);
    frames.advance(2000, 1);
    frames.setHidden(false);
    frames.advance(1000 / 60, 62);
    expect(samples.map(Math.round)).toEqual([60]);
  });

  it('stops when asked', () => {
    const frames = fakeFrames();
    const stop = watchFrameRate(() => {}, { frames: frames.scheduler });
    stop();
    expect(frames.isWaiting()).toBe(false);
  });
});

describe('the tuning store', () => {
  it('applies the monitor on top of the device and tells subscribers only on a change', () => {
    const store = createMotionTuningStore(() => animationTuning(desktop));
    const changes = jest.fn();
    store.subscribe(changes);
    expect(store.get()).toMatchObject({ enabled: true, maxConcurrent: 10 });

    store.reportFrameRate(40);
    expect(store.get()).toMatchObject({ enabled: true, maxConcurrent: 3 });
    store.reportFrameRate(41);
    expect(changes).toHaveBeenCalledTimes(1);

    store.reportFrameRate(20);
    expect(store.get().enabled).toBe(false);
    store.reportFrameRate(60);
    expect(store.get()).toMatchObject({ enabled: true, maxConcurrent: 10 });
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('lets no more animations run at once than the current limit', () => {
    const store = createMotionTuningStore(() => animationTuning({ ...desktop, mobile: true }));
    const budget = store.budget;
    expect([1, 2, 3, 4].map(() => budget.tryAcquire())).toEqual([true, true, true, false]);
    budget.release();
    expect(budget.tryAcquire()).toBe(true);
  });
});

describe('the animation budget', () => {
  it('follows a limit that changes while animations run', () => {
    let limit = 2;
    const budget = createAnimationBudget(() => limit);
    expect(budget.tryAcquire()).toBe(true);
    expect(budget.tryAcquire()).toBe(true);
    limit = 1;
    budget.release();
    expect(budget.tryAcquire()).toBe(false);
    budget.release();
    expect(budget.running()).toBe(0);
    budget.release();
    expect(budget.running()).toBe(0);
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
