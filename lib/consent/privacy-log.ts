import { PRIVACY_LOG_LIMIT } from './constants';
import { readJson, writeJson } from './storage';

export type PrivacyAction =
  | 'consent_given'
  | 'consent_updated'
  | 'consent_withdrawn'
  | 'data_exported'
  | 'data_purged'
  | 'visitor_profile_created';

export type PrivacyLogEntry = { action: PrivacyAction; details: Record<string, unknown>; timestamp: string };

/**
 * The local history of privacy actions (docs/behaviour/privacy-and-consent.md#privacy-log), newest last, capped at the
 * last 100 entries.
 */
export function readPrivacyLog(): PrivacyLogEntry[] {
  const entries = readJson('privacyLog');
  return Array.isArray(entries) ? (entries as PrivacyLogEntry[]) : [];
}

export function logPrivacyAction(action: PrivacyAction, details: Record<string, unknown> = {}, now = new Date()): void {
  const entries = [...readPrivacyLog(), { action, details, timestamp: now.toISOString() }];
  writeJson('privacyLog', entries.slice(-PRIVACY_LOG_LIMIT));
}
