import { act, render } from '@testing-library/react';
import { Hero3D } from '@/components/experience/hero-3d';
import { MotionTuningProvider } from '@/components/experience/motion-tuning';

/**
 * The 3D hero on a capable device whose frames the test reports: import this module before anything that imports
 * the hero. Each test file gets its own copy of the hero's module, that is a new visit.
 */
export const tracked: unknown[][] = [];
jest.mock('@/lib/analytics', () => ({ trackEvent: (...args: unknown[]) => tracked.push(args) }));
// A capable device (the test machine may have few cores), and a scene that starts without WebGL.
jest.mock('@/lib/experience/device', () => ({
  ...jest.requireActual('@/lib/experience/device'),
  readDevice: () => ({ mobile: false, memoryGb: 8, cores: 8, slowConnection: false, reducedMotion: false }),
}));
jest.mock('@/lib/experience/hero-scene', () => ({ startHeroScene: () => ({ stop: () => {} }) }));

/** The frame-rate monitor's watchers; `frames(fps)` ends a one-second window at `fps` for each of them. */
export const watchers = new Set<(fps: number) => void>();
export const frames = (fps: number) =>
  act(async () => {
    [...watchers].forEach((report) => report(fps));
  });
jest.mock('@/lib/experience/frame-rate', () => ({
  ...jest.requireActual('@/lib/experience/frame-rate'),
  watchFrameRate: (report: (fps: number) => void) => {
    watchers.add(report);
    return () => watchers.delete(report);
  },
}));

beforeEach(() => {
  watchers.clear();
  tracked.length = 0;
  window.matchMedia = jest.fn().mockReturnValue({
    matches: false,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  });
  // `?click-3d`: the scene starts on a click rather than once the page is idle.
  window.history.replaceState(null, '', '/?click-3d');
});

export const startLabel = 'Show the 3D scene';

export const renderHero = () =>
  render(
    <MotionTuningProvider>
      <Hero3D startLabel={startLabel} />
    </MotionTuningProvider>,
  );

export const runningScene = () => document.querySelector('canvas[data-hero-canvas="running"]');
