import { DEFAULT_ANALYTICS_DELAY_MS, parseFlags } from '@/lib/flags';

const allOff = {
  click3d: false,
  no3d: false,
  deferAnalytics: false,
  analyticsDelay: null,
  perfMonitor: false,
  debug: false,
};

// docs/behaviour/experience.md#feature-flags
describe('feature flags from query parameters', () => {
  it('keeps the defaults without parameters', () => {
    expect(parseFlags('')).toEqual(allOff);
    expect(parseFlags('?search=seo&utm_source=news')).toEqual(allOff);
  });

  it('turns each flag on with a bare parameter', () => {
    expect(parseFlags('?click-3d&no-3d&defer-analytics&perf-monitor&debug')).toEqual({
      click3d: true,
      no3d: true,
      deferAnalytics: true,
      analyticsDelay: null,
      perfMonitor: true,
      debug: true,
    });
  });

  it('turns a flag on whatever its value', () => {
    expect(parseFlags('?no-3d=true&debug=1')).toMatchObject({ no3d: true, debug: true, perfMonitor: false });
  });

  it('takes a delay in milliseconds, or the default delay when none is given', () => {
    expect(parseFlags('?analytics-delay=5000').analyticsDelay).toBe(5000);
    expect(parseFlags('?analytics-delay').analyticsDelay).toBe(DEFAULT_ANALYTICS_DELAY_MS);
    expect(parseFlags('?analytics-delay=soon').analyticsDelay).toBe(DEFAULT_ANALYTICS_DELAY_MS);
    expect(parseFlags('?analytics-delay=-5').analyticsDelay).toBe(DEFAULT_ANALYTICS_DELAY_MS);
  });
});
