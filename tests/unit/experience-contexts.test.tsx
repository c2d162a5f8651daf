import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useErrorTexts } from '@/components/experience/error-texts';
import { PageEffects } from '@/components/experience/page-effects';
import { ThemeProvider, useSiteTheme } from '@/components/layout/theme-provider';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { MONITOR_IDLE_TIMEOUT_MS } from '@/lib/experience/motion';

function Probe({ use }: { use: () => unknown }) {
  use();
  return null;
}

// docs/behaviour/experience.md#used-outside-their-provider
describe('hooks used outside their provider', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['useSiteTheme', useSiteTheme, /useSiteTheme must be used inside <ThemeProvider>/],
    ['useErrorTexts', useErrorTexts, /useErrorTexts must be used inside <ErrorTextsProvider>/],
  ])('%s throws a clear error', (_, hook, message) => {
    expect(() => render(<Probe use={hook} />)).toThrow(message);
  });
});

/** The browser APIs jsdom lacks, as a page that observes nothing. */
class Unobserving {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('the providers at work', () => {
  beforeEach(() => {
    const list = {
      matches: false,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
    };
    window.matchMedia = jest.fn().mockReturnValue(list);
    Object.assign(window, { IntersectionObserver: Unobserving, ResizeObserver: Unobserving });
  });

  it('the theme switch flips the theme inside its provider', async () => {
    // next-themes renders its pre-paint <script>, which React reports when rendering on the client.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ThemeProvider>
        <ThemeToggle toBlue="Switch to the blue theme" toRed="Switch to the red theme" />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'red');
  });

  // docs/behaviour/experience.md#smooth-scrolling
  it('an in-page link scrolls to its target and moves focus there', async () => {
    const scrolls: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolls.push(this);
    };
    render(
      <>
        <PageEffects />
        <a href="#main">Skip to content</a>
        <main id="main">Content</main>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    const main = screen.getByRole('main');
    expect(scrolls).toEqual([main]);
    expect(main).toHaveFocus();
    expect(window.location.hash).toBe('#main');
  });
});

// docs/behaviour/experience.md#performance-monitor
describe('the frame-rate monitor', () => {
  let reducedMotion: boolean;
  let preferenceChanges: (() => void)[];
  beforeEach(() => {
    jest.useFakeTimers();
    preferenceChanges = [];
    window.matchMedia = jest.fn((query: string) => ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && reducedMotion;
      },
      addEventListener: (_: string, listener: () => void) => preferenceChanges.push(listener),
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    jest.spyOn(window, 'requestAnimationFrame').mockReturnValue(1);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const startMonitor = () => {
    let motion: typeof import('@/lib/experience/motion') | undefined;
    jest.isolateModules(() => {
      motion = jest.requireActual<typeof import('@/lib/experience/motion')>('@/lib/experience/motion');
    });
    return motion!.startMotionMonitor();
  };

  it('counts frames once the page is idle', () => {
    reducedMotion = false;
    startMonitor();
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(MONITOR_IDLE_TIMEOUT_MS));
    expect(window.requestAnimationFrame).toHaveBeenCalled();
  });

  it('asks no frame of a visitor who wants reduced motion, until they allow motion', () => {
    reducedMotion = true;
    startMonitor();
    act(() => jest.advanceTimersByTime(10 * MONITOR_IDLE_TIMEOUT_MS));
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    reducedMotion = false;
    act(() => preferenceChanges.forEach((change) => change()));
    act(() => jest.advanceTimersByTime(MONITOR_IDLE_TIMEOUT_MS));
    expect(window.requestAnimationFrame).toHaveBeenCalled();
  });
});
