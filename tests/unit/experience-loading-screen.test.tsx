import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';
import {
  LOADING_ATTRIBUTE,
  LOADING_SCREEN_MIN_MS,
  loadingScreenMode,
  nextProgress,
  prePaintScript,
} from '@/lib/experience/loading-screen';
import { defaultFlags } from '@/lib/flags';

const HAS_VISITED_KEY = STORAGE_KEYS.hasVisited.name;

// docs/behaviour/pages-and-routes.md#loading-screen
describe('whether the loading screen shows', () => {
  const firstVisit = { hasVisited: false, flags: defaultFlags, reducedMotion: false };

  it('shows the full screen on a first visit only', () => {
    expect(loadingScreenMode(firstVisit)).toBe('full');
    expect(loadingScreenMode({ ...firstVisit, hasVisited: true })).toBe('none');
  });

  it('is absent with ?no-loading, even with ?simple-loading', () => {
    expect(loadingScreenMode({ ...firstVisit, flags: { ...defaultFlags, noLoading: true } })).toBe('none');
    expect(loadingScreenMode({ ...firstVisit, flags: { ...defaultFlags, noLoading: true, simpleLoading: true } })).toBe(
      'none',
    );
  });

  it('is a plain spinner with ?simple-loading', () => {
    expect(loadingScreenMode({ ...firstVisit, flags: { ...defaultFlags, simpleLoading: true } })).toBe('simple');
  });

  it('is absent for a visitor who asks for reduced motion, whatever the flags', () => {
    expect(loadingScreenMode({ ...firstVisit, reducedMotion: true })).toBe('none');
    expect(
      loadingScreenMode({ ...firstVisit, reducedMotion: true, flags: { ...defaultFlags, simpleLoading: true } }),
    ).toBe('none');
  });
});

describe('the progress of the loading screen', () => {
  function run(random: () => number, stepMs = 150) {
    const values: number[] = [];
    let progress = 0;
    for (let elapsed = 0; elapsed <= LOADING_SCREEN_MIN_MS + stepMs; elapsed += stepMs) {
      progress = nextProgress(progress, elapsed, random());
      values.push(progress);
    }
    return values;
  }

  it('never goes back, and reaches 100 % only once 3000 ms have passed', () => {
    for (const random of [() => 0, () => 1, Math.random]) {
      const values = run(random);
      values.forEach((value, i) => {
        if (i > 0) expect(value).toBeGreaterThanOrEqual(values[i - 1]!);
        const elapsed = i * 150;
        if (elapsed < LOADING_SCREEN_MIN_MS) expect(value).toBeLessThan(100);
      });
      expect(values.at(-1)).toBe(100);
    }
  });

  it('catches up with the clock when it starts late', () => {
    expect(nextProgress(0, 2000, 0)).toBeGreaterThanOrEqual(50);
  });

  it('moves by random steps', () => {
    expect(nextProgress(40, 1500, 0)).not.toBe(nextProgress(40, 1500, 1));
  });
});

describe('the pre-paint script', () => {
  const runScript = () => new Function(prePaintScript)();

  let reducedMotion = false;
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(LOADING_ATTRIBUTE);
    window.history.replaceState(null, '', '/');
    reducedMotion = false;
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
    })) as unknown as typeof window.matchMedia;
  });

  it('marks <html> on a first visit', () => {
    runScript();
    expect(document.documentElement.hasAttribute(LOADING_ATTRIBUTE)).toBe(true);
  });

  it('leaves returning visitors and ?no-loading alone', () => {
    localStorage.setItem(HAS_VISITED_KEY, 'true');
    runScript();
    expect(document.documentElement.hasAttribute(LOADING_ATTRIBUTE)).toBe(false);

    localStorage.clear();
    window.history.replaceState(null, '', '/?no-loading');
    runScript();
    expect(document.documentElement.hasAttribute(LOADING_ATTRIBUTE)).toBe(false);
  });

  it('leaves a visitor who asks for reduced motion alone, before the first paint', () => {
    reducedMotion = true;
    runScript();
    expect(document.documentElement.hasAttribute(LOADING_ATTRIBUTE)).toBe(false);
  });
});

describe('the loading overlay', () => {
  const props = { brand: 'CL Studio', locale: 'en', label: 'Loading the site…', progressLabel: 'Loading progress' };

  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    jest.useFakeTimers();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  /** A fresh overlay module per test (it decides once per page load), sharing the test's React. */
  async function renderOverlay() {
    let overlay: typeof import('@/components/experience/loading-overlay') | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('react', () => React);
      overlay = await import('@/components/experience/loading-overlay');
    });
    const { LoadingOverlay } = overlay!;
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    render(<LoadingOverlay {...props} />);
    return { main };
  }

  it('stays for 3000 ms on a first visit, then leaves and remembers the visit', async () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(500);
    const { main } = await renderOverlay();
    expect(screen.getByRole('progressbar', { name: 'Loading progress' })).toBeInTheDocument();
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(localStorage.getItem(HAS_VISITED_KEY)).toBe('true');

    now.mockReturnValue(2900);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '100');

    now.mockReturnValue(LOADING_SCREEN_MIN_MS);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // Then it fades out.
    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(main).not.toHaveAttribute('aria-busy');
    expect(document.documentElement.hasAttribute(LOADING_ATTRIBUTE)).toBe(false);
    now.mockRestore();
  });

  it('gets out of the way at the first key press', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(500);
    await renderOverlay();
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing for a returning visitor', async () => {
    localStorage.setItem(HAS_VISITED_KEY, 'true');
    await renderOverlay();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
