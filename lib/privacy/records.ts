/**
 * The privacy records the browser keeps (docs/behaviour/privacy-and-consent.md): what is kept, why and how long (user
 * data records), the visitor profile, and the housekeeping that keeps both within consent and retention.
 */
import { consentState, logPrivacyAction } from '@/lib/consent';
import {
  DAY,
  FINGERPRINT_SIMILARITY,
  RETENTION_DAYS,
  VISITOR_PROFILE_BASIC_DAYS,
  VISITOR_PROFILE_DAYS,
} from '@/lib/consent/constants';
import { readItem, readJson, removeItem, storedItemNamed, writeItem, writeJson } from '@/lib/consent/storage';
import { STORAGE_KEYS, type StoredItemId } from '@/lib/consent/storage-keys';

export type UserDataRecord = {
  id: string;
  createdAt: string;
  /** Days. */
  retentionPeriod: number;
  type: keyof typeof RETENTION_DAYS;
  purpose: string;
  lawfulBasis: 'consent' | 'contract' | 'legitimate_interest' | 'legal_obligation';
  /** The entry purged with the record. */
  storageKey: string;
};

export const retentionDays = (type: string): number =>
  Object.hasOwn(RETENTION_DAYS, type) ? RETENTION_DAYS[type as UserDataRecord['type']] : RETENTION_DAYS.default;

/** Past its retention, or undated. */
export const isExpired = (record: Pick<UserDataRecord, 'createdAt' | 'retentionPeriod'>, now = Date.now()) =>
  !(now - Date.parse(record.createdAt) < record.retentionPeriod * DAY);

export function readUserData(): UserDataRecord[] {
  const records = readJson('userDataRecords');
  return Array.isArray(records) ? records : [];
}

/** Registers a stored entry once: an existing record keeps its date. */
export function registerUserData(
  { stored, ...entry }: Pick<UserDataRecord, 'type' | 'purpose' | 'lawfulBasis'> & { stored: StoredItemId },
  now = new Date(),
): UserDataRecord {
  const records = readUserData();
  const storageKey = STORAGE_KEYS[stored].name;
  const existing = records.find((record) => record.storageKey === storageKey);
  if (existing) return existing;
  const created = { id: crypto.randomUUID(), createdAt: now.toISOString(), retentionPeriod: retentionDays(entry.type) };
  const record = { ...created, ...entry, storageKey };
  writeJson('userDataRecords', [...records, record]);
  return record;
}

/** Removes the records past their retention with the entries they describe, and logs the purge. */
export function purgeExpiredUserData(now = Date.now()): UserDataRecord[] {
  const records = readUserData();
  const expired = records.filter((record) => isExpired(record, now));
  if (expired.length === 0) return [];
  for (const record of expired) {
    const stored = storedItemNamed(record.storageKey);
    if (stored) removeItem(stored);
  }
  writeJson(
    'userDataRecords',
    records.filter((record) => !expired.includes(record)),
  );
  logPrivacyAction('data_purged', { types: expired.map((record) => record.type) }, new Date(now));
  return expired;
}

/** Removes one stored entry and its record, when the consent it relied on is gone. */
function forgetUserData(stored: StoredItemId): void {
  removeItem(stored);
  const records = readUserData();
  const kept = records.filter((record) => record.storageKey !== STORAGE_KEYS[stored].name);
  if (kept.length !== records.length) writeJson('userDataRecords', kept);
}

/** Screen, time zone and language; with analytics consent, also connection, memory and cores. */
export type Fingerprint = {
  screen: string;
  timezone: string;
  language: string;
  connection?: string;
  memory?: number;
  cores?: number;
};

export type VisitorProfile = {
  id: string;
  fingerprint: Fingerprint;
  firstVisit: string;
  lastVisit: string;
  visitCount: number;
  isReturning: boolean;
  /** Ids of the browsing sessions seen, newest last. */
  sessions: string[];
  consentGiven: boolean;
  dataRetentionExpiry: string;
  gdprCompliant: boolean;
};

/** @public named in docs/behaviour/constants.md */
export const SESSIONS_KEPT = 20;

function collectFingerprint(withAnalytics: boolean): Fingerprint {
  const basic = {
    screen: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: navigator.language,
  };
  const more = navigator as Navigator & { connection?: { effectiveType?: string }; deviceMemory?: number };
  if (!withAnalytics) return basic;
  return {
    ...basic,
    connection: more.connection?.effectiveType,
    memory: more.deviceMemory,
    cores: more.hardwareConcurrency,
  };
}

/** Share of equal attributes over every attribute either fingerprint has. */
export function fingerprintSimilarity(a: Fingerprint, b: Fingerprint): number {
  const keys = (Object.keys({ ...a, ...b }) as (keyof Fingerprint)[]).filter((key) => (a[key] ?? b[key]) !== undefined);
  return keys.length && keys.filter((key) => a[key] !== undefined && a[key] === b[key]).length / keys.length;
}

/** The same visitor only above 80 % (docs/behaviour/privacy-and-consent.md#visitor-profile). */
export const isSameVisitor = (a: Fingerprint, b: Fingerprint) => fingerprintSimilarity(a, b) > FINGERPRINT_SIMILARITY;

export function readVisitorProfile(): VisitorProfile | null {
  const profile = readJson('visitorProfile') as VisitorProfile | null;
  return profile?.fingerprint ? profile : null;
}

const isProfileExpired = (profile: VisitorProfile, now: Date) =>
  !(now.getTime() < Date.parse(profile.dataRetentionExpiry));

/**
 * Counts this visit: a new browsing session is a new visit, and a fingerprint that no longer matches starts a new
 * profile, which lives 365 days with analytics consent, 30 days with functional consent only.
 */
export function recordVisit(fingerprint: Fingerprint, withAnalytics: boolean, now = new Date()): VisitorProfile {
  const stored = readVisitorProfile();
  const previous =
    stored && !isProfileExpired(stored, now) && isSameVisitor(stored.fingerprint, fingerprint) ? stored : null;
  const session = readItem('visitorSession') ?? crypto.randomUUID();
  writeItem('visitorSession', session);
  const sessions = previous?.sessions ?? [];
  const newSession = !sessions.includes(session);
  const visitCount = (previous?.visitCount ?? 0) + (newSession ? 1 : 0);
  const days = withAnalytics ? VISITOR_PROFILE_DAYS : VISITOR_PROFILE_BASIC_DAYS;
  const profile: VisitorProfile = {
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

/** The city records, kept only with analytics consent, and why. */
const cityRecords = [
  ['cityViews', 'City pages viewed on this device (last 10), for the owner’s audience figures'],
  ['cityCtaClicks', 'Calls to action clicked on city pages (last 20), for the owner’s audience figures'],
  [
    'cityBannerViews',
    'Suggestions of the visitor’s city page shown and followed (last 20), for the owner’s audience figures',
  ],
  ['cityDetection', 'The visitor’s city as the host estimates it, to suggest its page (this browsing session)'],
] as const;

/**
 * On every page load and after each consent change (docs/behaviour/privacy-and-consent.md#housekeeping): purges what
 * outlived its retention, then keeps only what consent allows (functional: a basic visitor profile; analytics: an
 * enriched one and the city records). It never breaks the page.
 */
export function runPrivacyHousekeeping(now = new Date()): void {
  try {
    purgeExpiredUserData(now.getTime());
    const profile = readVisitorProfile();
    if (profile && isProfileExpired(profile, now)) {
      forgetVisitorProfile();
      logPrivacyAction('data_purged', { types: ['visitor_profile'] }, now);
    }
    const { analytics, functional } = consentState();
    for (const [stored, purpose] of cityRecords) {
      if (!analytics) forgetUserData(stored);
      else if (readItem(stored) !== null)
        registerUserData({ type: 'analytics', purpose, lawfulBasis: 'consent', stored }, now);
    }
    if (!analytics && !functional) return forgetVisitorProfile();
    recordVisit(collectFingerprint(analytics), analytics, now);
    const purpose = 'Recognise a returning visitor on this device (visit count, first and last visit)';
    registerUserData(
      { type: analytics ? 'tracking' : 'functional', purpose, lawfulBasis: 'consent', stored: 'visitorProfile' },
      now,
    );
  } catch {
    // Housekeeping must never break the page.
  }
}
