type ConsentMode = typeof import('@/lib/analytics/consent-mode');

/** Each test gets a fresh page: the module remembers what it pushed. */
function freshPage(): ConsentMode {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
  let loaded: ConsentMode | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<ConsentMode>('@/lib/analytics/consent-mode');
  });
  return loaded!;
}

const pushed = () =>
  ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry));
const granted = { analytics: true, marketing: false, functional: true };

describe('Google Consent Mode v2', () => {
  it('pushes nothing until the tag manager asks for the default', () => {
    const mode = freshPage();
    mode.pushConsentUpdate(granted);
    expect(pushed()).toEqual([]);
  });

  it('denies everything by default, once, then follows the visitor’s choice', () => {
    const mode = freshPage();
    mode.pushConsentDefault();
    mode.pushConsentDefault();
    mode.pushConsentUpdate(granted);
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

  it('repeats nothing, but tells the tags when the visitor later refuses', () => {
    const mode = freshPage();
    mode.pushConsentDefault();
    mode.pushConsentUpdate(granted);
    mode.pushConsentUpdate(granted);
    mode.pushConsentUpdate({ analytics: false, marketing: false, functional: false });
    expect(pushed()).toHaveLength(3);
    expect(pushed()[2]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
  });
});
