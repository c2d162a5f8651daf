import { act, render } from '@testing-library/react';
import { SessionRecording } from '@/components/analytics/session-recording';
import { TagManager } from '@/components/analytics/tag-manager';
import { analyticsAllowed } from '@/lib/analytics/environment';
import { loadStrategy, schedule, TAG_MANAGER_TIMEOUT_MS } from '@/lib/analytics/schedule';
import { defaultFlags } from '@/lib/flags';

const production = 'https://www.camille-laurent.dev';
const scripts = () =>
  Array.from(document.querySelectorAll('script[src]'), (script) => (script as HTMLScriptElement).src);

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as unknown as { clarity?: unknown }).clarity;
});
afterEach(() => jest.useRealTimers());

describe('where analytics may run (spec §4)', () => {
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

describe('load strategies', () => {
  it('loads at once by default, on first interaction with ?defer-analytics, when idle with ?analytics-delay', () => {
    expect(loadStrategy(defaultFlags)).toBe('immediate');
    expect(loadStrategy({ ...defaultFlags, deferAnalytics: true })).toBe('interaction');
    expect(loadStrategy({ ...defaultFlags, analyticsDelay: 3000 })).toBe('idle');
  });

  it('waits for the first interaction, once', () => {
    const run = jest.fn();
    schedule('interaction', run, null);
    jest.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('falls back to a 2 s timer where the browser has no idle callbacks, and can be cancelled', () => {
    const run = jest.fn();
    schedule('idle', run, 3000);
    jest.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    schedule('idle', cancelled, 3000)();
    jest.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('session recording (spec §4)', () => {
  const clarityScript = 'https://www.clarity.ms/tag/project-1';

  it('waits for an idle moment: 3 s where the browser has no idle callbacks', () => {
    render(<SessionRecording projectId="project-1" />);
    act(() => jest.advanceTimersByTime(2999));
    expect(scripts()).not.toContain(clarityScript);
    act(() => jest.advanceTimersByTime(1));
    expect(scripts()).toContain(clarityScript);
  });

  it('starts at once on the first pointer or key event, and is revoked when consent goes', () => {
    const { unmount } = render(<SessionRecording projectId="project-1" />);
    act(() => window.dispatchEvent(new Event('pointerdown')));
    expect(scripts()).toEqual([clarityScript]);
    const clarity = (window as unknown as { clarity: { q: unknown[][] } }).clarity;
    expect(clarity.q).toEqual([['consent']]);
    unmount();
    expect(clarity.q.at(-1)).toEqual(['consent', false]);
  });
});

describe('the tag manager', () => {
  it('falls back to the analytics tag when the tag manager takes more than 15 s', () => {
    render(<TagManager gtmId="GTM-TEST" gaId="G-TEST" analytics marketing={false} functional={false} />);
    act(() => jest.advanceTimersByTime(10));
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST']);
    act(() => jest.advanceTimersByTime(TAG_MANAGER_TIMEOUT_MS - 100));
    expect(scripts()).not.toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    act(() => jest.advanceTimersByTime(100));
    expect(scripts()).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST');
  });
});
