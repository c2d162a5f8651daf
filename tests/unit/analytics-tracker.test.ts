import { DEDUP_WINDOW_MS, SENT_MEMORY_MAX, type Fbq } from '@/lib/analytics';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';

type Page = typeof import('@/lib/analytics') & typeof import('@/lib/consent');
type Preferences = { analytics: boolean; marketing: boolean };

let page: Page;

/** Each test is a fresh page load: its own consent store, and a tracker that follows it. */
function freshPage(): Page {
  let loaded: Page | undefined;
  jest.isolateModules(() => {
    loaded = {
      ...jest.requireActual<object>('@/lib/analytics'),
      ...jest.requireActual<object>('@/lib/consent'),
    } as Page;
  });
  return loaded!;
}

/** The visitor chooses, through the consent store: trackers hear it at once. */
const consent = (preferences: Preferences) => page.saveConsent(preferences);

const layer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;
const sentEvents = () =>
  layer().filter(
    (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null && 'event' in entry,
  );
const sentNames = () => sentEvents().map((entry) => entry.event);

/** Now, moved on by the tests; a minute ahead of the real clock, which dates the consent records. */
let clock = Date.now() + 60_000;
/** The page's tracker, on the test's clock. */
const createTracker = () => {
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  return { ...page, track: page.trackEvent };
};

beforeEach(() => {
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  localStorage.clear();
  sessionStorage.clear();
  clock = Date.now() + 60_000;
  page = freshPage();
  consent({ analytics: true, marketing: false });
});

afterEach(() => jest.restoreAllMocks());

describe('queue before initialisation', () => {
  it('holds events until the tag manager is ready, then sends them in order', () => {
    const tracker = createTracker();
    tracker.track('section_view', { section_name: 'hero', page_path: '/' });
    tracker.track('scroll_depth', { percent: 25, page_path: '/' });
    expect(sentNames()).toEqual([]);
    tracker.markReady('gtm');
    expect(sentNames()).toEqual(['section_view', 'scroll_depth']);
    expect(sentEvents()[1]).toMatchObject({ percent: 25, page_path: '/', event_category: 'engagement' });
    tracker.track('theme_toggle', { theme: 'red' });
    expect(sentNames()).toEqual(['section_view', 'scroll_depth', 'theme_toggle']);
  });

  it('keeps an event parameter named value (web vitals) next to the conversion fields', () => {
    const tracker = createTracker();
    tracker.markReady('gtm');
    tracker.track('web_vitals', { metric_name: 'LCP', value: 1830, rating: 'good', metric_id: 'v5-1' });
    expect(sentEvents()[0]).toMatchObject({ metric_name: 'LCP', value: 1830 });
    expect(sentEvents()[0]).not.toHaveProperty('currency');
  });

  it('feeds a bare analytics tag through gtag() calls', () => {
    const tracker = createTracker();
    tracker.markReady('gtag');
    tracker.track('theme_toggle', { theme: 'blue' });
    const call = layer().at(-1) as IArguments;
    expect(Array.from(call)).toEqual([
      'event',
      'theme_toggle',
      expect.objectContaining({ theme: 'blue', event_category: 'engagement' }),
    ]);
  });
});

// docs/behaviour/analytics.md#consent-gating
describe('consent gating', () => {
  it('sends nothing before the visitor chooses, then releases the waiting events once they accept', () => {
    localStorage.clear();
    const tracker = createTracker();
    tracker.markReady('gtm');
    tracker.track('mobile_menu_open', { page_path: '/' });
    expect(sentNames()).toEqual([]);
    consent({ analytics: true, marketing: false });
    expect(sentNames()).toEqual(['mobile_menu_open']);
  });

  it('treats a record without a stored date as no consent', () => {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.consentRecord.name)!);
    localStorage.setItem(STORAGE_KEYS.consentRecord.name, JSON.stringify({ ...stored, consentDate: '' }));
    const tracker = createTracker();
    tracker.markReady('gtm');
    tracker.track('mobile_menu_open', { page_path: '/' });
    expect(sentNames()).toEqual([]);
  });

  it('drops waiting events when the visitor refuses, and sends nothing afterwards', () => {
    localStorage.clear();
    const tracker = createTracker();
    tracker.markReady('gtm');
    tracker.track('mobile_menu_open', { page_path: '/' });
    consent({ analytics: false, marketing: false });
    tracker.track('theme_toggle', { theme: 'red' });
    consent({ analytics: true, marketing: false });
    expect(sentNames()).toEqual([]);
  });

  it('sends with marketing consent alone', () => {
    consent({ analytics: false, marketing: true });
    const tracker = createTracker();
    tracker.markReady('gtm');
    tracker.track('theme_toggle', { theme: 'red' });
    expect(sentNames()).toEqual(['theme_toggle']);
  });

  it('stays silent when storage fails', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage blocked');
    });
    const tracker = createTracker();
    expect(() => tracker.markReady('gtm')).not.toThrow();
    expect(() => tracker.track('theme_toggle', { theme: 'red' })).not.toThrow();
    expect(sentNames()).toEqual([]);
  });
});

// docs/behaviour/analytics.md#deduplication
describe('deduplication', () => {
  it('sends the same event once within 5000 ms, again afterwards, and distinct parameters separately', () => {
    const tracker = createTracker();
    tracker.markReady('gtm');
    tracker.track('cta_click', { cta_text: 'Get a quote', cta_location: 'hero', destination: '/contact' });
    clock += DEDUP_WINDOW_MS - 1;
    tracker.track('cta_click', { cta_text: 'Get a quote', cta_location: 'hero', destination: '/contact' });
    tracker.track('cta_click', { cta_text: 'Get a quote', cta_location: 'footer', destination: '/contact' });
    expect(sentNames()).toEqual(['cta_click', 'cta_click']);
    clock += DEDUP_WINDOW_MS;
    tracker.track('cta_click', { cta_text: 'Get a quote', cta_location: 'hero', destination: '/contact' });
    expect(sentNames()).toHaveLength(3);
  });

  it('forgets the 500 oldest events once it remembers more than 1000', () => {
    const tracker = createTracker();
    tracker.markReady('gtm');
    for (let index = 0; index <= SENT_MEMORY_MAX; index += 1)
      tracker.track('section_view', { section_name: `s${index}`, page_path: '/' });
    expect(sentNames()).toHaveLength(SENT_MEMORY_MAX + 1);
    tracker.track('section_view', { section_name: 's0', page_path: '/' });
    tracker.track('section_view', { section_name: 's499', page_path: '/' });
    tracker.track('section_view', { section_name: 's500', page_path: '/' });
    tracker.track('section_view', { section_name: 's1000', page_path: '/' });
    const resent = sentEvents()
      .slice(SENT_MEMORY_MAX + 1)
      .map((entry) => entry.section_name);
    expect(resent).toEqual(['s0', 's499']);
  });
});

describe('conversions and the social pixel', () => {
  it('carries a value and the EUR currency by default, or the given currency', () => {
    const tracker = createTracker();
    tracker.markReady('gtm');
    tracker.trackConversion('conversion', { conversion_id: 'quote' }, { value: 450 });
    tracker.trackConversion('conversion', { conversion_id: 'retainer' }, { value: 800, currency: 'USD' });
    expect(sentEvents()).toEqual([
      expect.objectContaining({
        event: 'conversion',
        conversion_id: 'quote',
        value: 450,
        currency: 'EUR',
        event_category: 'conversion',
      }),
      expect.objectContaining({ event: 'conversion', conversion_id: 'retainer', value: 800, currency: 'USD' }),
    ]);
  });

  it('sends conversions only, mapped, to the pixel once it is attached with marketing consent', () => {
    consent({ analytics: true, marketing: true });
    const fbq = jest.fn() as jest.MockedFunction<Fbq>;
    const tracker = createTracker();
    tracker.trackConversion('contact_form_submit', { submission_type: 'email' });
    tracker.trackConversion('conversion', { conversion_id: 'quote' }, { value: 450 });
    tracker.track('theme_toggle', { theme: 'red' });
    expect(fbq).not.toHaveBeenCalled();
    tracker.attachPixel(fbq);
    expect(fbq.mock.calls).toEqual([
      ['track', 'Lead', expect.objectContaining({ submission_type: 'email', currency: 'EUR' })],
      ['track', 'Purchase', expect.objectContaining({ conversion_id: 'quote', value: 450, currency: 'EUR' })],
    ]);
  });

  it('keeps conversions away from the pixel without marketing consent', () => {
    const fbq = jest.fn() as jest.MockedFunction<Fbq>;
    const tracker = createTracker();
    tracker.attachPixel(fbq);
    tracker.markReady('gtm');
    tracker.trackConversion('contact_form_submit', { submission_type: 'whatsapp' });
    expect(sentNames()).toEqual(['contact_form_submit']);
    expect(fbq).not.toHaveBeenCalled();
  });
});

// docs/behaviour/analytics.md#form-tracking
describe('form tracking', () => {
  const form_name = 'contact_funnel';

  it('starts a form once and reports it abandoned below step 4', () => {
    const tracker = createTracker();
    tracker.markReady('gtm');
    tracker.track('form_start', { form_name });
    clock += DEDUP_WINDOW_MS;
    tracker.track('form_start', { form_name });
    tracker.track('form_step', { form_name, step_number: 2, step_name: 'budget' });
    tracker.track('form_step', { form_name, step_number: 3, step_name: 'heardFrom' });
    tracker.reportAbandonedForms();
    expect(sentNames()).toEqual(['form_start', 'form_step', 'form_step', 'form_abandonment']);
    expect(sentEvents().at(-1)).toMatchObject({ form_name, step_number: 3, step_name: 'heardFrom' });
  });

  it('does not report a form that reached step 4 or was submitted', () => {
    const tracker = createTracker();
    tracker.markReady('gtm');
    tracker.track('form_start', { form_name });
    tracker.track('form_step', { form_name, step_number: 4 });
    tracker.track('form_start', { form_name: 'newsletter' });
    tracker.track('form_submit', { form_name: 'newsletter', method: 'email' });
    tracker.reportAbandonedForms();
    expect(sentNames()).not.toContain('form_abandonment');
  });
});
