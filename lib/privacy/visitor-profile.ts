import { logPrivacyAction } from '@/lib/consent';
import { DAY, FINGERPRINT_SIMILARITY, VISITOR_PROFILE_BASIC_DAYS, VISITOR_PROFILE_DAYS } from '@/lib/consent/constants';
import { readItem, readJson, removeItem, writeItem, writeJson } from '@/lib/consent/storage';
import { randomId } from './ids';

/**
 * Basic attributes always; connection, memory and cores only with analytics consent
 * (docs/behaviour/privacy-and-consent.md#visitor-profile).
 */
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

type NavigatorExtras = Navigator & { connection?: { effectiveType?: string }; deviceMemory?: number };

export function collectFingerprint(withAnalytics: boolean): Fingerprint {
  const basic: Fingerprint = {
    screen: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: navigator.language,
  };
  if (!withAnalytics) return basic;
  const nav = navigator as NavigatorExtras;
  return {
    ...basic,
    ...(nav.connection?.effectiveType ? { connection: nav.connection.effectiveType } : {}),
    ...(typeof nav.deviceMemory === 'number' ? { memory: nav.deviceMemory } : {}),
    ...(typeof nav.hardwareConcurrency === 'number' ? { cores: nav.hardwareConcurrency } : {}),
  };
}

/** Share of equal attributes over every attribute either fingerprint has. */
export function fingerprintSimilarity(a: Fingerprint, b: Fingerprint): number {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Fingerprint)[]);
  if (keys.size === 0) return 0;
  let equal = 0;
  for (const key of keys) if (a[key] !== undefined && a[key] === b[key]) equal += 1;
  return equal / keys.size;
}

/**
 * The same visitor only when more than 80 % of the attributes match
 * (docs/behaviour/privacy-and-consent.md#visitor-profile).
 */
export function isSameVisitor(a: Fingerprint, b: Fingerprint): boolean {
  return fingerprintSimilarity(a, b) > FINGERPRINT_SIMILARITY;
}

export function readVisitorProfile(): VisitorProfile | null {
  const profile = readJson('visitorProfile') as VisitorProfile | null;
  return profile && typeof profile === 'object' && profile.fingerprint ? profile : null;
}

export function isProfileExpired(profile: VisitorProfile, now = Date.now()): boolean {
  const expiry = Date.parse(profile.dataRetentionExpiry);
  return Number.isNaN(expiry) || now >= expiry;
}

export function removeVisitorProfile(): void {
  removeItem('visitorProfile');
  removeItem('visitorSession');
}

/**
 * Counts this visit. A new browsing session is a new visit; a fingerprint that no longer matches starts a
 * new profile. The profile lives 365 days with analytics consent, 30 days with basic tracking only.
 */
export function recordVisit(fingerprint: Fingerprint, withAnalytics: boolean, now = new Date()): VisitorProfile {
  const stored = readVisitorProfile();
  const previous =
    stored && !isProfileExpired(stored, now.getTime()) && isSameVisitor(stored.fingerprint, fingerprint)
      ? stored
      : null;
  let sessionId = readItem('visitorSession');
  if (sessionId === null) {
    sessionId = randomId();
    writeItem('visitorSession', sessionId);
  }
  const newSession = !previous?.sessions.includes(sessionId);
  const visitCount = (previous?.visitCount ?? 0) + (newSession ? 1 : 0);
  const days = withAnalytics ? VISITOR_PROFILE_DAYS : VISITOR_PROFILE_BASIC_DAYS;
  const profile: VisitorProfile = {
    id: previous?.id ?? randomId(),
    fingerprint,
    firstVisit: previous?.firstVisit ?? now.toISOString(),
    lastVisit: now.toISOString(),
    visitCount,
    isReturning: visitCount > 1,
    sessions: newSession
      ? [...(previous?.sessions ?? []), sessionId].slice(-SESSIONS_KEPT)
      : (previous?.sessions ?? [sessionId]),
    consentGiven: withAnalytics,
    dataRetentionExpiry: new Date(now.getTime() + days * DAY).toISOString(),
    gdprCompliant: true,
  };
  writeJson('visitorProfile', profile);
  if (!previous) logPrivacyAction('visitor_profile_created', { retentionDays: days }, now);
  return profile;
}
