import { PRIVACY_KEYS, PRIVACY_LOG_LIMIT } from '@/lib/consent/constants';
import { readJson, writeJson } from '@/lib/consent/storage';

export type PrivacyAction =
  | 'consent_given'
  | 'consent_updated'
  | 'consent_withdrawn'
  | 'data_exported'
  | 'data_purged'
  | 'visitor_profile_created';

export type PrivacyLogEntry = { action: PrivacyAction; details: Record<string, unknown>; timestamp: string };

/** The local history of privacy actions (spec §3), newest last, capped at the last 100 entries. */
export function readPrivacyLog(): PrivacyLogEntry[] {
  const entries = readJson<unknown>(PRIVACY_KEYS.log);
  return Array.isArray(entries) ? (entries as PrivacyLogEntry[]) : [];
}

export function logPrivacyAction(action: PrivacyAction, details: Record<string, unknown> = {}, now = new Date()): void {
  const entries = [...readPrivacyLog(), { action, details, timestamp: now.toISOString() }];
  writeJson(PRIVACY_KEYS.log, entries.slice(-PRIVACY_LOG_LIMIT));
}
