import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';
import {
  LOADING_ATTRIBUTE,
  LOADING_SCREEN_MIN_MS,
  nextProgress,
  prePaintScript,
} from '@/lib/experience/loading-screen';

const HAS_VISITED_KEY = STORAGE_KEYS.hasVisited.name;

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

// docs/behaviour/pages-and-routes.md#loading-screen
describe('the pre-paint script decides whether the loading screen shows', () => {
  const decide = (search = '') => {
    document.documentElement.removeAttribute(LOADING_ATTRIBUTE);
    window.history.replaceState(null, '', `/${search}`);
    new Function(prePaintScript)();
    return document.documentElement.getAttribute(LOADING_ATTRIBUTE);
  };

  let reducedMotion = false;
  beforeEach(() => {
    localStorage.clear();
    reducedMotion = false;
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
    })) as unknown as typeof window.matchMedia;
  });

  it('shows the full screen on a first visit only', () => {
    expect(decide()).toBe('full');
    localStorage.setItem(HAS_VISITED_KEY, 'true');
    expect(decide()).toBeNull();
  });

  it('is absent with ?no-loading, even with ?simple-loading', () => {
    expect(decide('?no-loading')).toBeNull();
    expect(decide('?no-loading&simple-loading')).toBeNull();
  });

  it('is a plain spinner with ?simple-loading', () => {
    expect(decide('?simple-loading')).toBe('simple');
  });

  it('is absent for a visitor who asks for reduced motion, whatever the flags', () => {
    reducedMotion = true;
    expect(decide()).toBeNull();
    expect(decide('?simple-loading')).toBeNull();
  });

  it('is absent when storage is refused', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(decide()).toBeNull();
    jest.restoreAllMocks();
  });
});

describe('the loading overlay', () => {
  const props = { brand: 'CL Studio', label: 'Loading the site…', progressLabel: 'Loading progress' };

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
  async function renderOverlay(mode: string | null = 'full') {
    if (mode) document.documentElement.setAttribute(LOADING_ATTRIBUTE, mode);
    else document.documentElement.removeAttribute(LOADING_ATTRIBUTE);
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
    // Then it fades out: the progress bar's own transition does not end it, the overlay's does.
    expect(screen.getByRole('status')).toHaveAttribute('data-loading-phase', 'leaving');
    fireEvent.transitionEnd(screen.getByRole('progressbar').firstElementChild!);
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.transitionEnd(screen.getByRole('status'));
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
    fireEvent.transitionEnd(screen.getByRole('status'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing where the pre-paint script showed none', async () => {
    await renderOverlay(null);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
