import { act, render } from '@testing-library/react';
import * as React from 'react';
import { analyticsAllowed } from '@/components/analytics/analytics-root';
import {
  MetaPixel,
  PIXEL_DELAY_MS,
  RECORDING_IDLE_FALLBACK_MS,
  SessionRecording,
  TAG_IDLE_FALLBACK_MS,
  TAG_MANAGER_TIMEOUT_MS,
  TagManager,
} from '@/components/analytics/third-parties';
import { saveConsent, withdrawConsent } from '@/lib/consent';

const production = 'https://www.camille-laurent.dev';
const scripts = () =>
  Array.from(document.querySelectorAll('script[src]'), (script) => (script as HTMLScriptElement).src);

type TagWindow = { clarity?: { q: unknown[][] }; fbq?: { queue: unknown[][] }; _fbq?: unknown };
const tagWindow = () => window as unknown as TagWindow;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete tagWindow().clarity;
  delete tagWindow().fbq;
  delete tagWindow()._fbq;
});
afterEach(() => jest.useRealTimers());

// docs/behaviour/analytics.md#where-analytics-runs
describe('where analytics may run', () => {
  it('runs on the production domain, with or without www, and on localhost', () => {
    expect(analyticsAllowed('www.camille-laurent.dev', '', production)).toBe(true);
    expect(analyticsAllowed('camille-laurent.dev', '', production)).toBe(true);
    expect(analyticsAllowed('localhost', '', production)).toBe(true);
  });

  it('stays off on any other host unless the tag manager is in preview mode', () => {
    expect(analyticsAllowed('my-branch.vercel.app', '', production)).toBe(false);
    expect(analyticsAllowed('camille-laurent.dev.evil.example', '', production)).toBe(false);
    expect(analyticsAllowed('my-branch.vercel.app', '?gtm_debug=x', production)).toBe(true);
    expect(analyticsAllowed('my-branch.vercel.app', '?gtm_auth=a&gtm_preview=env-3', production)).toBe(true);
  });
});

// docs/behaviour/analytics.md#load-strategies
describe('load strategies', () => {
  const gtm = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST';

  /** The tag manager of a page landed on at `path`: flags are read once per page load. */
  function landOn(path: string) {
    window.history.replaceState(null, '', path);
    let tags: typeof import('@/components/analytics/third-parties') | undefined;
    jest.isolateModules(() => {
      jest.doMock('react', () => React);
      tags = jest.requireActual<typeof import('@/components/analytics/third-parties')>(
        '@/components/analytics/third-parties',
      );
    });
    const Fresh = tags!.TagManager;
    render(<Fresh gtmId="GTM-TEST" />);
    act(() => jest.advanceTimersByTime(10));
  }
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('loads at once by default', () => {
    landOn('/');
    expect(scripts()).toEqual([gtm]);
  });

  it('waits for the first interaction, once, with ?defer-analytics', () => {
    landOn('/?defer-analytics');
    act(() => jest.advanceTimersByTime(60_000));
    expect(scripts()).toEqual([]);
    act(() => window.dispatchEvent(new Event('keydown')));
    act(() => window.dispatchEvent(new Event('pointerdown')));
    act(() => jest.advanceTimersByTime(10));
    expect(scripts()).toEqual([gtm]);
  });

  it('waits for an idle moment with ?analytics-delay: TAG_IDLE_FALLBACK_MS where the browser has no idle callbacks', () => {
    landOn('/?analytics-delay=3000');
    act(() => jest.advanceTimersByTime(TAG_IDLE_FALLBACK_MS - 20));
    expect(scripts()).toEqual([]);
    act(() => jest.advanceTimersByTime(20));
    expect(scripts()).toEqual([gtm]);
  });
});

// docs/behaviour/analytics.md#session-recording
describe('session recording', () => {
  const clarityScript = 'https://www.clarity.ms/tag/project-1';

  it('loads nothing before analytics consent, then starts on its own once consent comes, and stops on withdrawal', () => {
    render(<SessionRecording projectId="project-1" />);
    act(() => window.dispatchEvent(new Event('pointerdown')));
    act(() => jest.advanceTimersByTime(10_000));
    expect(scripts()).toEqual([]);
    expect(tagWindow().clarity).toBeUndefined();

    act(() => void saveConsent({ analytics: false, marketing: true }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(scripts()).toEqual([]);

    act(() => void saveConsent({ analytics: true, marketing: true }));
    act(() => window.dispatchEvent(new Event('keydown')));
    expect(scripts()).toEqual([clarityScript]);
    act(() => withdrawConsent());
    expect(tagWindow().clarity?.q.at(-1)).toEqual(['consent', false]);
  });

  it('waits for an idle moment: RECORDING_IDLE_FALLBACK_MS where the browser has no idle callbacks', () => {
    saveConsent({ analytics: true, marketing: false });
    render(<SessionRecording projectId="project-1" />);
    act(() => jest.advanceTimersByTime(RECORDING_IDLE_FALLBACK_MS - 1));
    expect(scripts()).not.toContain(clarityScript);
    act(() => jest.advanceTimersByTime(1));
    expect(scripts()).toContain(clarityScript);
  });

  it('starts at once on the first pointer or key event, and is revoked when analytics consent goes', () => {
    saveConsent({ analytics: true, marketing: true });
    render(<SessionRecording projectId="project-1" />);
    act(() => window.dispatchEvent(new Event('pointerdown')));
    expect(scripts()).toEqual([clarityScript]);
    const clarity = tagWindow().clarity!;
    expect(clarity.q).toEqual([['consent']]);
    act(() => void saveConsent({ analytics: false, marketing: true }));
    expect(clarity.q.at(-1)).toEqual(['consent', false]);
  });
});

// docs/behaviour/analytics.md#conversions-and-the-social-pixel
describe('the social pixel', () => {
  const pixelScript = 'https://connect.facebook.net/en_US/fbevents.js';

  it('loads nothing before marketing consent, starts PIXEL_DELAY_MS after it, and is revoked on withdrawal', () => {
    saveConsent({ analytics: true, marketing: false });
    render(<MetaPixel pixelId="pixel-1" />);
    act(() => jest.advanceTimersByTime(5000));
    expect(scripts()).toEqual([]);
    expect(tagWindow().fbq).toBeUndefined();

    act(() => void saveConsent({ analytics: true, marketing: true }));
    act(() => jest.advanceTimersByTime(PIXEL_DELAY_MS - 1));
    expect(scripts()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(scripts()).toEqual([pixelScript]);
    expect(tagWindow().fbq?.queue).toEqual([
      ['init', 'pixel-1'],
      ['consent', 'grant'],
      ['track', 'PageView'],
    ]);

    act(() => withdrawConsent());
    expect(tagWindow().fbq?.queue.at(-1)).toEqual(['consent', 'revoke']);
  });
});

describe('the tag manager', () => {
  it('falls back to the analytics tag when the tag manager takes more than 15 s', () => {
    saveConsent({ analytics: true, marketing: false });
    render(<TagManager gtmId="GTM-TEST" gaId="G-TEST" />);
    act(() => jest.advanceTimersByTime(10));
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST']);
    act(() => jest.advanceTimersByTime(TAG_MANAGER_TIMEOUT_MS - 100));
    expect(scripts()).not.toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    act(() => jest.advanceTimersByTime(100));
    expect(scripts()).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST');
  });
});
