import { logPrivacyAction, readPrivacyLog, saveConsent, withdrawConsent } from '@/lib/consent';
import { DAY } from '@/lib/consent/constants';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';
import {
  isExpired,
  isSameVisitor,
  purgeExpiredUserData,
  readUserData,
  readVisitorProfile,
  recordVisit,
  registerUserData,
  runPrivacyHousekeeping,
  type Fingerprint,
  type UserDataRecord,
} from '@/lib/privacy/records';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const CITY_VIEWS_KEY = STORAGE_KEYS.cityViews.name;
const CITY_CTA_CLICKS_KEY = STORAGE_KEYS.cityCtaClicks.name;
const VISITOR_PROFILE_KEY = STORAGE_KEYS.visitorProfile.name;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// docs/behaviour/privacy-and-consent.md#retention
describe('retention per type', () => {
  it.each([
    ['analytics', 780],
    ['marketing', 390],
    ['functional', 360],
    ['contact_form', 1080],
    ['tracking', 720],
    ['default', 365],
  ] as const)('keeps %s data %i days', (type, days) => {
    registerUserData('cityViews', type, 'A purpose', NOW);
    expect(readUserData()).toEqual([expect.objectContaining({ type, retentionPeriod: days })]);
  });

  it('expires a record on the day its retention ends, not before', () => {
    const record = { createdAt: ago(780).toISOString(), retentionPeriod: 780 };
    expect(isExpired(record, NOW.getTime())).toBe(true);
    expect(isExpired({ ...record, createdAt: ago(779).toISOString() }, NOW.getTime())).toBe(false);
    expect(isExpired({ ...record, createdAt: 'not a date' }, NOW.getTime())).toBe(true);
  });

  it('registers each kind of data once, dated by its first registration', () => {
    registerUserData('cityViews', 'analytics', 'City views', ago(10));
    registerUserData('cityViews', 'analytics', 'City views again', NOW);
    expect(readUserData()).toEqual([
      {
        id: expect.any(String),
        createdAt: ago(10).toISOString(),
        retentionPeriod: 780,
        type: 'analytics',
        purpose: 'City views',
        lawfulBasis: 'consent',
        storageKey: CITY_VIEWS_KEY,
      },
    ]);
  });

  it('purges expired records with the data they describe, and logs the purge', () => {
    localStorage.setItem(CITY_VIEWS_KEY, '[]');
    localStorage.setItem(CITY_CTA_CLICKS_KEY, '[]');
    registerUserData('cityViews', 'analytics', 'City views', ago(781));
    registerUserData('cityCtaClicks', 'marketing', 'Kept', ago(389));
    const purged = purgeExpiredUserData(NOW.getTime());
    expect(purged.map((record: UserDataRecord) => record.storageKey)).toEqual([CITY_VIEWS_KEY]);
    expect(localStorage.getItem(CITY_VIEWS_KEY)).toBeNull();
    expect(localStorage.getItem(CITY_CTA_CLICKS_KEY)).toBe('[]');
    expect(readUserData().map((record) => record.storageKey)).toEqual([CITY_CTA_CLICKS_KEY]);
    expect(readPrivacyLog().at(-1)).toMatchObject({ action: 'data_purged', details: { types: ['analytics'] } });
  });
});

// docs/behaviour/privacy-and-consent.md#privacy-log
describe('privacy log (last 100 entries)', () => {
  it('keeps the 100 newest entries, oldest first', () => {
    for (let index = 1; index <= 105; index += 1) logPrivacyAction('consent_updated', { index });
    const log = readPrivacyLog();
    expect(log).toHaveLength(100);
    expect(log[0].details).toEqual({ index: 6 });
    expect(log.at(-1)?.details).toEqual({ index: 105 });
  });

  it('reads a damaged log as empty', () => {
    localStorage.setItem(STORAGE_KEYS.privacyLog.name, '{"oops":');
    expect(readPrivacyLog()).toEqual([]);
  });
});

// docs/behaviour/privacy-and-consent.md#visitor-profile
describe('visitor fingerprint (same visitor above 0.8)', () => {
  const enriched: Fingerprint = {
    screen: '1280x800',
    timezone: 'Europe/Paris',
    language: 'fr-FR',
    connection: '4g',
    memory: 8,
    cores: 8,
  };

  it('matches 5 of 6 attributes (0.83) but not 4 of 5 (exactly 0.8)', () => {
    expect(isSameVisitor(enriched, enriched)).toBe(true);
    expect(isSameVisitor(enriched, { ...enriched, cores: 4 })).toBe(true);
    const fiveAttributes = { screen: '1280x800', timezone: 'Europe/Paris', language: 'fr-FR', memory: 8, cores: 8 };
    expect(isSameVisitor(fiveAttributes, { ...fiveAttributes, cores: 4 })).toBe(false);
  });

  it('counts an attribute only one side has as different', () => {
    const basic: Fingerprint = { screen: '1280x800', timezone: 'Europe/Paris', language: 'fr-FR' };
    // Half of the six attributes either side has: counted over shared attributes only, it would be all of them.
    expect(isSameVisitor(basic, enriched)).toBe(false);
    expect(isSameVisitor(basic, basic)).toBe(true);
  });
});

describe('visitor profile', () => {
  const fingerprint: Fingerprint = { screen: '390x844', timezone: 'Europe/Paris', language: 'fr-FR' };

  it('counts one visit per browsing session and flags a returning visitor', () => {
    const first = recordVisit(fingerprint, false, NOW);
    expect(first).toMatchObject({ visitCount: 1, isReturning: false, consentGiven: false, gdprCompliant: true });
    expect(recordVisit(fingerprint, false, NOW).visitCount).toBe(1);
    sessionStorage.clear();
    const second = recordVisit(fingerprint, false, new Date(NOW.getTime() + DAY));
    expect(second).toMatchObject({ id: first.id, visitCount: 2, isReturning: true, firstVisit: first.firstVisit });
  });

  it('lives 365 days with analytics consent and 30 days with basic tracking', () => {
    expect(Date.parse(recordVisit(fingerprint, true, NOW).dataRetentionExpiry) - NOW.getTime()).toBe(365 * DAY);
    localStorage.clear();
    expect(Date.parse(recordVisit(fingerprint, false, NOW).dataRetentionExpiry) - NOW.getTime()).toBe(30 * DAY);
  });

  it('starts a new profile when the device no longer matches', () => {
    const first = recordVisit(fingerprint, false, NOW);
    const other = recordVisit({ screen: '1920x1080', timezone: 'America/New_York', language: 'en-US' }, false, NOW);
    expect(other.id).not.toBe(first.id);
    expect(other.visitCount).toBe(1);
  });
});

describe('housekeeping on page load', () => {
  it('writes nothing at all before the visitor chooses', () => {
    runPrivacyHousekeeping(NOW);
    expect(localStorage.length).toBe(0);
  });

  it('purges an expired visitor profile and starts a fresh one', () => {
    saveConsent({ analytics: false, marketing: false, functional: true });
    const expired = recordVisit({ screen: '1x1', timezone: 'UTC', language: 'en' }, false, ago(40));
    runPrivacyHousekeeping(NOW);
    expect(readPrivacyLog()).toContainEqual(
      expect.objectContaining({ action: 'data_purged', details: { types: ['visitor_profile'] } }),
    );
    expect(readVisitorProfile()).toMatchObject({ visitCount: 1, firstVisit: NOW.toISOString() });
    expect(readVisitorProfile()?.id).not.toBe(expired.id);
  });

  it('keeps a basic profile with functional consent and an enriched one with analytics consent', () => {
    saveConsent({ analytics: false, marketing: false, functional: true });
    runPrivacyHousekeeping();
    expect(readVisitorProfile()?.fingerprint).not.toHaveProperty('cores');
    expect(readUserData()).toEqual([expect.objectContaining({ type: 'functional', storageKey: VISITOR_PROFILE_KEY })]);

    localStorage.clear();
    Object.defineProperty(navigator, 'hardwareConcurrency', { value: 8, configurable: true });
    saveConsent({ analytics: true, marketing: false });
    runPrivacyHousekeeping();
    expect(readVisitorProfile()).toMatchObject({ consentGiven: true, fingerprint: { cores: 8 } });
  });

  it('forgets the profile and the city records once analytics consent is withdrawn', () => {
    saveConsent({ analytics: true, marketing: false });
    localStorage.setItem(CITY_VIEWS_KEY, JSON.stringify([{ citySlug: 'lyon' }]));
    runPrivacyHousekeeping();
    expect(
      readUserData()
        .map((record) => record.storageKey)
        .sort(),
    ).toEqual([CITY_VIEWS_KEY, VISITOR_PROFILE_KEY].sort());

    withdrawConsent();
    runPrivacyHousekeeping();
    expect(localStorage.getItem(CITY_VIEWS_KEY)).toBeNull();
    expect(readVisitorProfile()).toBeNull();
    expect(readUserData()).toEqual([]);
  });
});
