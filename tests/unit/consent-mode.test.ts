type Page = typeof import('@/lib/analytics') & typeof import('@/lib/consent');

/** Each test gets a fresh page: Consent Mode remembers that it started, and follows this page's consent store. */
function freshPage(): Page {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
  let loaded: Page | undefined;
  jest.isolateModules(() => {
    loaded = {
      ...jest.requireActual<object>('@/lib/analytics'),
      ...jest.requireActual<object>('@/lib/consent'),
    } as Page;
  });
  return loaded!;
}

const pushed = () =>
  ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry));
const updates = () => pushed().filter((entry) => entry[1] === 'update');

beforeEach(() => localStorage.clear());

describe('Google Consent Mode v2', () => {
  it('pushes nothing until the tag manager starts it', () => {
    const { saveConsent } = freshPage();
    saveConsent({ analytics: true, marketing: false, functional: true });
    expect(pushed()).toEqual([]);
  });

  it('denies everything by default, once, then follows the visitor’s choice', () => {
    const { saveConsent, startConsentMode } = freshPage();
    saveConsent({ analytics: true, marketing: false, functional: true });
    startConsentMode();
    startConsentMode();
    expect(pushed()).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        }),
      ],
      [
        'consent',
        'update',
        expect.objectContaining({
          analytics_storage: 'granted',
          ad_storage: 'denied',
          functionality_storage: 'granted',
        }),
      ],
    ]);
  });

  it('repeats nothing, but tells the tags when the visitor later refuses or withdraws', () => {
    const { saveConsent, startConsentMode, withdrawConsent } = freshPage();
    saveConsent({ analytics: true, marketing: true, functional: true });
    startConsentMode();
    saveConsent({ analytics: true, marketing: true, functional: true });
    expect(updates()).toHaveLength(1);
    saveConsent({ analytics: true, marketing: false });
    expect(updates()[1]).toEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'denied' })]);
    withdrawConsent();
    expect(pushed()).toHaveLength(4);
    expect(updates()[2]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', functionality_storage: 'denied' }),
    ]);
  });
});
