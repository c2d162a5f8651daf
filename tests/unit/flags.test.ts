import { DEFAULT_ANALYTICS_DELAY_MS, defaultFlags, parseFlags } from '@/lib/flags';

// docs/behaviour/experience.md#feature-flags
describe('feature flags from query parameters', () => {
  it('keeps the defaults without parameters', () => {
    expect(parseFlags('')).toEqual(defaultFlags);
    expect(parseFlags('?search=seo&utm_source=news')).toEqual(defaultFlags);
  });

  it('turns each flag on with a bare parameter', () => {
    expect(parseFlags('?simple-loading&no-loading&click-3d&no-3d&defer-analytics&perf-monitor&debug')).toEqual({
      simpleLoading: true,
      noLoading: true,
      click3d: true,
      no3d: true,
      deferAnalytics: true,
      analyticsDelay: null,
      perfMonitor: true,
      debug: true,
    });
  });

  it('reads explicit on and off values', () => {
    expect(parseFlags('?no-3d=true&debug=false&perf-monitor=0&click-3d=off')).toMatchObject({
      no3d: true,
      debug: false,
      perfMonitor: false,
      click3d: false,
    });
  });

  it('takes a delay in milliseconds, or the default delay when none is given', () => {
    expect(parseFlags('?analytics-delay=5000').analyticsDelay).toBe(5000);
    expect(parseFlags('?analytics-delay').analyticsDelay).toBe(DEFAULT_ANALYTICS_DELAY_MS);
    expect(parseFlags('?analytics-delay=soon').analyticsDelay).toBe(DEFAULT_ANALYTICS_DELAY_MS);
    expect(parseFlags('?analytics-delay=false').analyticsDelay).toBeNull();
  });

  it('accepts URLSearchParams', () => {
    expect(parseFlags(new URLSearchParams({ 'no-loading': '' })).noLoading).toBe(true);
  });
});
