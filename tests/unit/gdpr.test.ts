import { eraseBrowserData, readPrivacyLog, saveConsent, subscribeConsent } from '@/lib/consent';
import { LANGUAGE_COOKIE } from '@/i18n/language-choice';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';
import { collectVisitorData, exportVisitorData } from '@/lib/privacy/gdpr';

/** jsdom's Blob has no text(): read it the older way. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of cookieNames()) document.cookie = `${name}=; max-age=0; path=/`;
});

// docs/behaviour/privacy-and-consent.md#my-data-panel
describe('export (a file named with the product prefix and the date)', () => {
  it('gathers the consent record, the privacy log and every registered key and cookie of this browser', () => {
    saveConsent({ analytics: true, marketing: false });
    localStorage.setItem('theme', 'red');
    sessionStorage.setItem('contact-funnel', JSON.stringify({ values: { firstName: 'Ada' } }));
    document.cookie = 'language=fr; path=/';
    document.cookie = '_ga_XYZ=GS1.1; path=/';
    const data = collectVisitorData(new Date('2026-06-15T12:00:00.000Z'));
    expect(data).toMatchObject({
      site: 'Camille Laurent Studio',
      exportedAt: '2026-06-15T12:00:00.000Z',
      localStorage: {
        theme: 'red',
        [STORAGE_KEYS.consentRecord.name]: {
          consentVersion: '2.0',
          consentDate: expect.any(String),
          preferences: { necessary: true, analytics: true, marketing: false, functional: false },
          userAgent: expect.any(String),
          ipHash: 'client-side-placeholder',
          gdprCompliant: true,
        },
        [STORAGE_KEYS.privacyLog.name]: [expect.objectContaining({ action: 'consent_given' })],
      },
      sessionStorage: { 'contact-funnel': { values: { firstName: 'Ada' } } },
      cookies: { language: 'fr', _ga_XYZ: 'GS1.1' },
      categories: { theme: 'necessary', language: 'necessary', _ga_XYZ: 'analytics' },
    });
  });

  // docs/behaviour/privacy-and-consent.md#stored-keys
  it('reads every documented key through the storage registry', () => {
    const names = [...Object.values(STORAGE_KEYS).map((entry) => entry.name), LANGUAGE_COOKIE];
    for (const key of ['theme', 'language', 'languageExplicitlyChanged', 'has_visited', 'admin_mode'])
      expect(names).toContain(key);
    localStorage.setItem('languageExplicitlyChanged', 'true');
    localStorage.setItem('admin_mode', 'true');
    expect(collectVisitorData().localStorage).toEqual({ languageExplicitlyChanged: true, admin_mode: true });
  });

  it('downloads the JSON file, named after the brand and the local date, and logs the export', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    // Late in the evening: the local date, not the UTC one.
    exportVisitorData(new Date(2026, 0, 5, 23, 30));
    const name = 'camille-laurent-studio-data-2026-01-05.json';
    expect(clicked[0].download).toBe(name);
    expect(JSON.parse(await readBlob(blobs[0]))).toHaveProperty('site', 'Camille Laurent Studio');
    expect(readPrivacyLog().at(-1)).toMatchObject({ action: 'data_exported', details: { file: name } });
  });
});

describe('erase', () => {
  it('removes every key and cookie the site set and tells the consent subscribers', () => {
    saveConsent({ analytics: true, marketing: true });
    localStorage.setItem('theme', 'blue');
    localStorage.setItem('has_visited', 'true');
    sessionStorage.setItem('analytics_session_id', 'abc');
    document.cookie = 'language=en; path=/';
    document.cookie = 'NEXT_LOCALE=fr; path=/';
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_fbp=fb.1.1; path=/';
    const listener = jest.fn();
    const stop = subscribeConsent(listener);
    eraseBrowserData();
    stop();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(cookieNames()).toEqual([]);
    expect(listener).toHaveBeenCalledWith(null, undefined);
  });

  it('says so when something the site registered survives, rather than reassure', () => {
    localStorage.setItem('theme', 'blue');
    jest.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => eraseBrowserData()).toThrow();
  });
});
