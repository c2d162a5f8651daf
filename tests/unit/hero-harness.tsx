import { act, render } from '@testing-library/react';
import { Hero3D } from '@/components/experience/hero-3d';

/**
 * The 3D hero on a capable device whose frames the test reports: import this module before anything that imports
 * the hero. Each test file gets its own copy of the hero's module, that is a new visit.
 */
export const tracked: unknown[][] = [];
jest.mock('@/lib/analytics', () => ({ trackEvent: (...args: unknown[]) => tracked.push(args) }));
/** The scene's pause calls: it starts without drawing (jsdom has no canvas). */
export const pauses: boolean[] = [];
jest.mock('@/lib/experience/hero-scene', () => ({
  startHeroScene: () => ({ stop: () => {}, pause: (paused: boolean) => pauses.push(paused) }),
}));

/** The frame-rate monitor's watchers; `frames(fps)` ends a one-second window at `fps` for each of them. */
export const watchers = new Set<(fps: number) => void>();
export const frames = (fps: number) =>
  act(async () => {
    [...watchers].forEach((report) => report(fps));
  });
// A capable device (the test machine may have few cores), whose frames the test counts.
jest.mock('@/lib/experience/motion', () => ({
  ...jest.requireActual('@/lib/experience/motion'),
  readDevice: () => ({ mobile: false, memoryGb: 8, cores: 8, slowConnection: false, reducedMotion: false }),
  watchFrameRate: (report: (fps: number) => void) => {
    watchers.add(report);
    return () => watchers.delete(report);
  },
}));

beforeEach(() => {
  watchers.clear();
  tracked.length = 0;
  pauses.length = 0;
  window.matchMedia = jest.fn().mockReturnValue({
    matches: false,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  });
  // `?click-3d`: the scene starts on a click rather than once the page is idle.
  window.history.replaceState(null, '', '/?click-3d');
});

export const startLabel = 'Show the 3D scene';
export const pauseLabel = 'Pause the 3D scene';

export const renderHero = () => render(<Hero3D startLabel={startLabel} pauseLabel={pauseLabel} />);

export const runningScene = () => document.querySelector('canvas[data-hero-canvas="running"]');
