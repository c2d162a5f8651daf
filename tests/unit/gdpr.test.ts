import { saveConsent, subscribeConsent } from '@/lib/consent';
import { CONSENT_KEYS } from '@/lib/consent/constants';
import {
  collectVisitorData,
  EXPORT_PREFIX,
  eraseVisitorData,
  exportFileName,
  exportVisitorData,
} from '@/lib/privacy/gdpr';
import { readPrivacyLog } from '@/lib/privacy/log';

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

describe('export (spec §8: a file named with the product prefix and the date)', () => {
  it('names the file after the brand and the local date', () => {
    expect(EXPORT_PREFIX).toBe('camille-laurent-studio');
    expect(exportFileName(new Date(2026, 0, 5, 23, 30))).toBe('camille-laurent-studio-data-2026-01-05.json');
  });

  it('gathers the consent record, the privacy records and every key and cookie of this browser', () => {
    saveConsent({ analytics: true, marketing: false });
    localStorage.setItem('theme', 'red');
    sessionStorage.setItem('contact-funnel', JSON.stringify({ values: { firstName: 'Ada' } }));
    document.cookie = 'language=fr; path=/';
    const data = collectVisitorData(new Date('2026-06-15T12:00:00.000Z'));
    expect(data).toMatchObject({
      site: 'Camille Laurent Studio',
      exportedAt: '2026-06-15T12:00:00.000Z',
      consent: { consentVersion: '2.0', preferences: { analytics: true, marketing: false } },
      privacyLog: [expect.objectContaining({ action: 'consent_given' })],
      localStorage: { theme: 'red', [CONSENT_KEYS.consentVersion]: 2 },
      sessionStorage: { 'contact-funnel': { values: { firstName: 'Ada' } } },
      cookies: { language: 'fr' },
    });
  });

  it('downloads the JSON file and logs the export', async () => {
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
    const name = exportVisitorData(new Date(2026, 5, 15));
    expect(name).toBe('camille-laurent-studio-data-2026-06-15.json');
    expect(clicked[0].download).toBe(name);
    expect(JSON.parse(await readBlob(blobs[0]))).toHaveProperty('site', 'Camille Laurent Studio');
    expect(readPrivacyLog().at(-1)).toMatchObject({ action: 'data_exported', details: { file: name } });
  });
});

describe('erase', () => {
  it('removes every key and cookie the site set and tells the consent subscribers', () => {
    saveConsent({ analytics: true, marketing: true });
    localStorage.setItem('theme', 'blue');
    sessionStorage.setItem('analytics_session_id', 'abc');
    document.cookie = 'language=en; path=/';
    document.cookie = '_ga=GA1.1.1; path=/';
    const listener = jest.fn();
    const stop = subscribeConsent(listener);
    eraseVisitorData();
    stop();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(cookieNames()).toEqual([]);
    expect(listener).toHaveBeenCalledWith(null);
  });
});
