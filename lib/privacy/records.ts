/** The privacy records the browser keeps and their housekeeping (docs/behaviour/privacy-and-consent.md). */
import { consentState, logPrivacyAction } from '@/lib/consent';
import {
  DAY,
  FINGERPRINT_SIMILARITY,
  RETENTION_DAYS,
  VISITOR_PROFILE_BASIC_DAYS,
  VISITOR_PROFILE_DAYS,
} from '@/lib/consent/constants';
import { readItem, readJson, removeItem, writeItem, writeJson } from '@/lib/consent/storage';
import { STORAGE_KEYS, type StoredItemId } from '@/lib/consent/storage-keys';

type RecordType = keyof typeof RETENTION_DAYS;
export type UserDataRecord = ReturnType<typeof newRecord>;

/** Past its retention, or undated. */
export const isExpired = (record: { createdAt: string; retentionPeriod: number }, now = Date.now()) =>
  !(now - Date.parse(record.createdAt) < record.retentionPeriod * DAY);

export function readUserData(): UserDataRecord[] {
  const records = readJson('userDataRecords');
  return Array.isArray(records) ? records : [];
}

/** A user data record (docs/behaviour/privacy-and-consent.md#retention): everything kept here is kept by consent. */
const newRecord = (stored: StoredItemId, type: RecordType, purpose: string, now: Date) => ({
  id: crypto.randomUUID(),
  createdAt: now.toISOString(),
  retentionPeriod: RETENTION_DAYS[type],
  type,
  purpose,
  lawfulBasis: 'consent' as const,
  storageKey: STORAGE_KEYS[stored].name as string,
});

/** Registers a stored entry once: an existing record keeps its date. */
export function registerUserData(stored: StoredItemId, type: RecordType, purpose: string, now = new Date()): void {
  const records = readUserData();
  if (!records.some((record) => record.storageKey === STORAGE_KEYS[stored].name))
    writeJson('userDataRecords', [...records, newRecord(stored, type, purpose, now)]);
}

/** Forgets the entries past their retention with their records, and logs the purge. */
export function purgeExpiredUserData(now = Date.now()): UserDataRecord[] {
  const expired = readUserData().filter((record) => isExpired(record, now));
  for (const id of Object.keys(STORAGE_KEYS) as StoredItemId[])
    if (expired.some((record) => record.storageKey === STORAGE_KEYS[id].name)) forgetUserData(id);
  if (expired.length > 0)
    logPrivacyAction('data_purged', { types: expired.map((record) => record.type) }, new Date(now));
  return expired;
}

/** Removes one stored entry and its record, when its retention or the consent it relied on is gone. */
function forgetUserData(stored: StoredItemId): void {
  removeItem(stored);
  const records = readUserData();
  const kept = records.filter((record) => record.storageKey !== STORAGE_KEYS[stored].name);
  if (kept.length !== records.length) writeJson('userDataRecords', kept);
}

/** @public named in docs/behaviour/constants.md */
export const SESSIONS_KEPT = 20;

/** Screen, time zone and language; with analytics consent, also connection, memory and cores. */
function collectFingerprint(withAnalytics: boolean) {
  const more = navigator as Navigator & { connection?: { effectiveType?: string }; deviceMemory?: number };
  return {
    screen: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: navigator.language,
    ...(withAnalytics && {
      connection: more.connection?.effectiveType,
      memory: more.deviceMemory,
      cores: more.hardwareConcurrency,
    }),
  };
}
export type Fingerprint = ReturnType<typeof collectFingerprint>;

/** docs/behaviour/privacy-and-consent.md#visitor-profile: more than 80 % of the attributes either has are equal. */
export function isSameVisitor(a: Fingerprint, b: Fingerprint): boolean {
  const keys = (Object.keys({ ...a, ...b }) as (keyof Fingerprint)[]).filter((key) => (a[key] ?? b[key]) !== undefined);
  const equal = keys.filter((key) => a[key] !== undefined && a[key] === b[key]).length;
  return equal > FINGERPRINT_SIMILARITY * keys.length;
}

/** What counting a visit reads of the stored profile, whose full shape recordVisit writes. */
type PastVisit = { id: string; fingerprint?: Fingerprint; firstVisit: string; visitCount: number; sessions: string[] };

export function readVisitorProfile() {
  const profile = readJson('visitorProfile') as ReturnType<typeof recordVisit> | null;
  return profile?.fingerprint ? profile : null;
}

/** Counts this visit in the spec's visitor profile (docs/behaviour/privacy-and-consent.md#visitor-profile). */
export function recordVisit(fingerprint: Fingerprint, withAnalytics: boolean, now = new Date()) {
  const stored = readJson('visitorProfile') as PastVisit | null;
  const previous = stored?.fingerprint && isSameVisitor(stored.fingerprint, fingerprint) ? stored : null;
  const session = readItem('visitorSession') ?? crypto.randomUUID();
  writeItem('visitorSession', session);
  const sessions = previous?.sessions ?? [];
  const newSession = !sessions.includes(session);
  const visitCount = (previous?.visitCount ?? 0) + (newSession ? 1 : 0);
  const days = withAnalytics ? VISITOR_PROFILE_DAYS : VISITOR_PROFILE_BASIC_DAYS;
  const profile = {
    id: previous?.id ?? crypto.randomUUID(),
    fingerprint,
    firstVisit: previous?.firstVisit ?? now.toISOString(),
    lastVisit: now.toISOString(),
    visitCount,
    isReturning: visitCount > 1,
    sessions: newSession ? [...sessions, session].slice(-SESSIONS_KEPT) : sessions,
    consentGiven: withAnalytics,
    dataRetentionExpiry: new Date(now.getTime() + days * DAY).toISOString(),
    gdprCompliant: true,
  };
  writeJson('visitorProfile', profile);
  if (!previous) logPrivacyAction('visitor_profile_created', { retentionDays: days }, now);
  return profile;
}

function forgetVisitorProfile(): void {
  forgetUserData('visitorProfile');
  removeItem('visitorSession');
}

/** The city records (docs/behaviour/analytics.md#city-events), kept only with analytics consent. */
const cityRecords = ['cityViews', 'cityCtaClicks', 'cityBannerViews', 'cityDetection'] as const;
const CITY_PURPOSE = 'City pages viewed, their calls to action clicked and the city suggestion, for audience figures';

/** docs/behaviour/privacy-and-consent.md#housekeeping: retention first, then only what consent allows. */
export function runPrivacyHousekeeping(now = new Date()): void {
  try {
    purgeExpiredUserData(now.getTime());
    const profile = readVisitorProfile();
    if (profile && !(now.getTime() < Date.parse(profile.dataRetentionExpiry))) {
      forgetVisitorProfile();
      logPrivacyAction('data_purged', { types: ['visitor_profile'] }, now);
    }
    const { analytics, functional } = consentState();
    for (const stored of cityRecords) {
      if (!analytics) forgetUserData(stored);
      else if (readItem(stored) !== null) registerUserData(stored, 'analytics', CITY_PURPOSE, now);
    }
    if (!analytics && !functional) return forgetVisitorProfile();
    recordVisit(collectFingerprint(analytics), analytics, now);
    const purpose = 'Recognise a returning visitor on this device (visit count, first and last visit)';
    registerUserData('visitorProfile', analytics ? 'tracking' : 'functional', purpose, now);
  } catch {
    // Housekeeping must never break the page.
  }
}
