import { consentState, injectScript, NO_CONSENT, saveConsent, whenConsented, withdrawConsent } from '@/lib/consent';
import { DAY } from '@/lib/consent/constants';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';

const scripts = () => Array.from(document.querySelectorAll('script'), (script) => script.src);

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

// docs/behaviour/analytics.md#consent-gating
describe('the consent rule, computed once', () => {
  it('holds events until a dated choice exists, then sends them with analytics or marketing', () => {
    expect(consentState()).toBe(NO_CONSENT);
    expect(consentState().events).toBe('pending');
    saveConsent({ analytics: true, marketing: false });
    expect(consentState()).toMatchObject({ events: 'allowed', analytics: true, marketing: false });
    saveConsent({ analytics: false, marketing: true });
    expect(consentState()).toMatchObject({ events: 'allowed', analytics: false, marketing: true });
  });

  it('drops events once the visitor refuses both', () => {
    saveConsent({ analytics: false, marketing: false, functional: true });
    expect(consentState()).toMatchObject({ events: 'refused', functional: true });
  });

  it('treats an expired or withdrawn choice as no choice', () => {
    saveConsent({ analytics: true, marketing: true });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.consentRecord.name)!);
    const expired = { ...stored, consentDate: new Date(Date.now() - 360 * DAY).toISOString() };
    localStorage.setItem(STORAGE_KEYS.consentRecord.name, JSON.stringify(expired));
    expect(consentState()).toBe(NO_CONSENT);
    saveConsent({ analytics: true, marketing: true });
    withdrawConsent();
    expect(consentState()).toBe(NO_CONSENT);
  });

  it('answers with the same object while the choice is unchanged, so React can hold on to it', () => {
    saveConsent({ analytics: true, marketing: false });
    expect(consentState()).toBe(consentState());
  });
});

describe('whenConsented: the gate every loader goes through', () => {
  it('does not load before consent, loads once granted, and revokes on withdrawal', () => {
    const load = jest.fn();
    const revoke = jest.fn();
    const stop = whenConsented('marketing', { load, revoke });
    expect(load).not.toHaveBeenCalled();

    saveConsent({ analytics: true, marketing: false });
    expect(load).not.toHaveBeenCalled();

    saveConsent({ analytics: true, marketing: true });
    saveConsent({ analytics: false, marketing: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(revoke).not.toHaveBeenCalled();

    withdrawConsent();
    expect(revoke).toHaveBeenCalledTimes(1);

    saveConsent({ analytics: false, marketing: true });
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    saveConsent({ analytics: false, marketing: false });
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the category is already granted', () => {
    saveConsent({ analytics: true, marketing: false });
    const load = jest.fn();
    whenConsented('analytics', { load })();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a broken loader from stopping the others', () => {
    const other = jest.fn();
    const stops = [
      whenConsented('analytics', {
        load: () => {
          throw new Error('blocked by the browser');
        },
      }),
      whenConsented('analytics', { load: other }),
    ];
    expect(() => saveConsent({ analytics: true, marketing: false })).not.toThrow();
    expect(other).toHaveBeenCalledTimes(1);
    stops.forEach((stop) => stop());
  });
});

describe('third-party scripts', () => {
  it('enter the page only with consent for their category', () => {
    expect(injectScript('analytics', 'https://tags.example/a.js')).toBe(false);
    saveConsent({ analytics: true, marketing: false });
    expect(injectScript('marketing', 'https://tags.example/m.js')).toBe(false);
    expect(injectScript('analytics', 'https://tags.example/a.js')).toBe(true);
    expect(scripts()).toEqual(['https://tags.example/a.js']);
  });
});
