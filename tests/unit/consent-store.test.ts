import {
  eraseBrowserData,
  consentState,
  isConsentValid,
  readPrivacyLog,
  readStoredRecord,
  saveConsent,
  subscribeConsent,
  withdrawConsent,
  type ConsentRecord,
} from '@/lib/consent';
import { CONSENT_VERSION, DAY } from '@/lib/consent/constants';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';

/** The consent record (docs/behaviour/privacy-and-consent.md#saving-a-choice). */
const CONSENT_KEYS = { record: STORAGE_KEYS.consentRecord.name };
/** Every key of this origin's local storage. */
const storedKeys = () => Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));

const NOW = Date.parse('2026-06-15T12:00:00.000Z');

function record(overrides: Partial<ConsentRecord> = {}): ConsentRecord {
  return {
    preferences: { necessary: true, analytics: true, marketing: false, functional: false },
    consentDate: new Date(NOW).toISOString(),
    consentVersion: '2.0',
    userAgent: 'jest',
    ipHash: 'client-side-placeholder',
    gdprCompliant: true,
    ...overrides,
  };
}

const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();
const cookieNames = () =>
  document.cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);

beforeEach(() => {
  localStorage.clear();
  for (const name of cookieNames()) document.cookie = `${name}=; max-age=0; path=/`;
});

// docs/behaviour/privacy-and-consent.md#consent-validity
describe('validity (version 2.0, under 12 months of 30 days)', () => {
  it('accepts a version 2.0 choice made less than 360 days ago', () => {
    expect(isConsentValid(record({ consentDate: daysAgo(0) }), NOW)).toBe(true);
    expect(isConsentValid(record({ consentDate: daysAgo(359) }), NOW)).toBe(true);
  });

  it('expires the choice once 12 × 30 days have passed', () => {
    expect(isConsentValid(record({ consentDate: new Date(NOW - 360 * DAY + 1).toISOString() }), NOW)).toBe(true);
    expect(isConsentValid(record({ consentDate: daysAgo(360) }), NOW)).toBe(false);
    expect(isConsentValid(record({ consentDate: daysAgo(400) }), NOW)).toBe(false);
  });

  it('refuses another version, a missing or unreadable date, and a date in the future', () => {
    expect(isConsentValid(record({ consentVersion: '1.0' }), NOW)).toBe(false);
    expect(isConsentValid(record({ consentDate: '' }), NOW)).toBe(false);
    expect(isConsentValid(record({ consentDate: 'yesterday' }), NOW)).toBe(false);
    expect(isConsentValid(record({ consentDate: new Date(NOW + DAY).toISOString() }), NOW)).toBe(false);
    expect(isConsentValid(null, NOW)).toBe(false);
  });

  it('treats an expired stored choice as no choice at all', () => {
    localStorage.setItem(
      CONSENT_KEYS.record,
      JSON.stringify(record({ consentDate: new Date(Date.now() - 361 * DAY).toISOString() })),
    );
    expect(readStoredRecord()).not.toBeNull();
    expect(consentState().record).toBeNull();
    expect(consentState().analytics).toBe(false);
  });

  it('reads a corrupted record as no choice instead of failing', () => {
    localStorage.setItem(CONSENT_KEYS.record, '{not json');
    expect(consentState().record).toBeNull();
  });
});

describe('saving a choice', () => {
  // docs/behaviour/privacy-and-consent.md#saving-a-choice
  it('writes the choice as one record, with today’s date and version 2.0', () => {
    const before = Date.now();
    saveConsent({ analytics: true, marketing: false });
    const saved = JSON.parse(localStorage.getItem(CONSENT_KEYS.record)!);
    expect(Date.parse(saved.consentDate)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(saved.consentDate)).toBeLessThanOrEqual(Date.now());
    expect(saved).toEqual({
      preferences: { necessary: true, analytics: true, marketing: false, functional: false },
      consentDate: saved.consentDate,
      consentVersion: CONSENT_VERSION,
      userAgent: expect.any(String),
      ipHash: 'client-side-placeholder',
      gdprCompliant: true,
    });
    // The choice and the privacy log: nothing else.
    expect(storedKeys().sort()).toEqual([CONSENT_KEYS.record, STORAGE_KEYS.privacyLog.name]);
    expect(consentState().record).toMatchObject({
      consentVersion: '2.0',
      gdprCompliant: true,
      preferences: { analytics: true, marketing: false },
    });
    expect(consentState().analytics).toBe(true);
    expect(consentState().marketing).toBe(false);
  });

  it('keeps the functional answer when a view does not ask about it', () => {
    saveConsent({ analytics: true, marketing: true, functional: true });
    saveConsent({ analytics: false, marketing: true });
    expect(consentState().record?.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      functional: true,
    });
  });

  it('logs the first choice as given and the next ones as updated', () => {
    saveConsent({ analytics: true, marketing: true });
    saveConsent({ analytics: false, marketing: false });
    expect(readPrivacyLog().map((entry) => entry.action)).toEqual(['consent_given', 'consent_updated']);
  });

  it('tells every subscriber, even when one of them fails', () => {
    const failing = jest.fn(() => {
      throw new Error('broken subscriber');
    });
    const listener = jest.fn();
    const stops = [subscribeConsent(failing), subscribeConsent(listener)];
    saveConsent({ analytics: true, marketing: false });
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ consentVersion: '2.0' }),
      expect.objectContaining({ analytics: true, marketing: false }),
    );
    stops.forEach((stop) => stop());
    saveConsent({ analytics: false, marketing: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears a choice made in another tab', () => {
    const listener = jest.fn();
    const stop = subscribeConsent(listener);
    localStorage.setItem(CONSENT_KEYS.record, JSON.stringify(record({ consentDate: new Date().toISOString() })));
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEYS.record }));
    // Another tab's choice is no choice made here.
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ preferences: expect.objectContaining({ analytics: true }) }),
      undefined,
    );
    stop();
  });

  it('counts each choice made in this tab once, and neither a reload, another tab nor an erasure as one', () => {
    localStorage.setItem(CONSENT_KEYS.record, JSON.stringify(record({ consentDate: new Date().toISOString() })));
    const choices = jest.fn();
    const stop = subscribeConsent((_, choice) => choice && choices(choice));
    // Reading the stored choice (what a page load does) and hearing another tab are no choice.
    expect(consentState().analytics).toBe(true);
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEYS.record }));
    expect(choices).not.toHaveBeenCalled();

    saveConsent({ analytics: true, marketing: true });
    withdrawConsent();
    eraseBrowserData();
    expect(choices.mock.calls).toEqual([
      [{ necessary: true, analytics: true, marketing: true, functional: false }],
      [{ necessary: true, analytics: false, marketing: false, functional: false }],
    ]);
    stop();
    saveConsent({ analytics: false, marketing: false });
    expect(choices).toHaveBeenCalledTimes(2);
  });

  it('expires the cookies of a refused category only', () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_fbp=fb.1.456; path=/';
    document.cookie = 'language=fr; path=/';
    saveConsent({ analytics: true, marketing: false });
    expect(cookieNames().sort()).toEqual(['_ga', 'language']);
    saveConsent({ analytics: false, marketing: false });
    expect(cookieNames()).toEqual(['language']);
  });
});

// docs/behaviour/privacy-and-consent.md#withdrawing-consent
describe('withdrawing consent', () => {
  it('clears tracking cookies, resets to necessary only, removes date and version and logs it', () => {
    saveConsent({ analytics: true, marketing: true, functional: true });
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_clck=abc; path=/';
    document.cookie = 'language=en; path=/';
    const listener = jest.fn();
    const stop = subscribeConsent(listener);

    withdrawConsent();
    stop();

    expect(cookieNames()).toEqual(['language']);
    expect(readStoredRecord()).toMatchObject({
      consentDate: '',
      consentVersion: '',
      withdrawalDate: expect.any(String),
      preferences: { necessary: true, analytics: false, marketing: false, functional: false },
    });
    expect(consentState().record).toBeNull();
    expect(listener).toHaveBeenCalledWith(null, {
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(readPrivacyLog().at(-1)).toMatchObject({
      action: 'consent_withdrawn',
      details: { clearedCookies: ['_ga', '_clck'] },
    });
  });

  it('throws, changing nothing and telling no one, when the browser refuses to store the withdrawal', () => {
    saveConsent({ analytics: true, marketing: true });
    document.cookie = '_ga=GA1.1.123; path=/';
    const stored = localStorage.getItem(CONSENT_KEYS.record);
    const log = readPrivacyLog();
    const listener = jest.fn();
    const choices = jest.fn();
    const stops = [subscribeConsent(listener), subscribeConsent((_, choice) => choice && choices(choice))];
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    expect(() => withdrawConsent()).toThrow();
    jest.restoreAllMocks();
    stops.forEach((stop) => stop());

    expect(localStorage.getItem(CONSENT_KEYS.record)).toBe(stored);
    expect(readPrivacyLog()).toEqual(log);
    expect(cookieNames()).toEqual(['_ga']);
    expect(listener).not.toHaveBeenCalled();
    expect(choices).not.toHaveBeenCalled();
    expect(consentState().analytics).toBe(true);
  });

  it('forgets every consent key when the visitor erases their data', () => {
    saveConsent({ analytics: true, marketing: true });
    const listener = jest.fn();
    const stop = subscribeConsent(listener);
    expect(() => eraseBrowserData()).not.toThrow();
    stop();
    for (const key of Object.values(CONSENT_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(consentState().record).toBeNull();
    expect(listener).toHaveBeenCalledWith(null, undefined);
  });
});
