import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useErrorTexts } from '@/components/experience/error-texts';
import { IDLE_TIMEOUT_MS, MotionTuningProvider, useMotionTuning } from '@/components/experience/motion-tuning';
import { SmoothScrollProvider, useSmoothScroll } from '@/components/experience/smooth-scroll';
import { ThemeProvider, useSiteTheme } from '@/components/layout/theme-provider';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { deviceQueries } from '@/lib/experience/device';

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
    ['useSmoothScroll', useSmoothScroll, /useSmoothScroll must be used inside <SmoothScrollProvider>/],
    ['useMotionTuning', useMotionTuning, /useMotionTuning must be used inside <MotionTuningProvider>/],
    ['useErrorTexts', useErrorTexts, /useErrorTexts must be used inside <ErrorTextsProvider>/],
  ])('%s throws a clear error', (_, hook, message) => {
    expect(() => render(<Probe use={hook} />)).toThrow(message);
  });
});

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

  it('an in-page link scrolls to its target and moves focus there', async () => {
    const scrolls: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolls.push(this);
    };
    const Page = ({ children }: { children: ReactNode }) => (
      <MotionTuningProvider>
        <SmoothScrollProvider>{children}</SmoothScrollProvider>
      </MotionTuningProvider>
    );
    render(
      <Page>
        <a href="#main">Skip to content</a>
        <main id="main">Content</main>
      </Page>,
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
        return query === deviceQueries.reducedMotion && reducedMotion;
      },
      addEventListener: (_: string, listener: () => void) => {
        if (query === deviceQueries.reducedMotion) preferenceChanges.push(listener);
      },
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    jest.spyOn(window, 'requestAnimationFrame').mockReturnValue(1);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('counts frames once the page is idle', () => {
    reducedMotion = false;
    render(<MotionTuningProvider>A page</MotionTuningProvider>);
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS));
    expect(window.requestAnimationFrame).toHaveBeenCalled();
  });

  it('asks no frame of a visitor who wants reduced motion, until they allow motion', () => {
    reducedMotion = true;
    render(<MotionTuningProvider>A page</MotionTuningProvider>);
    act(() => jest.advanceTimersByTime(10 * IDLE_TIMEOUT_MS));
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    reducedMotion = false;
    act(() => preferenceChanges.forEach((change) => change()));
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS));
    expect(window.requestAnimationFrame).toHaveBeenCalled();
  });
});
