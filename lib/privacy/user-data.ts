import { DAY, PRIVACY_KEYS, RETENTION_DAYS } from '@/lib/consent/constants';
import { readJson, removeItem, writeJson } from '@/lib/consent/storage';
import { randomId } from './ids';
import { logPrivacyAction } from './log';

export type DataType = keyof typeof RETENTION_DAYS;
export type LawfulBasis = 'consent' | 'contract' | 'legitimate_interest' | 'legal_obligation';

/** What the site keeps, why and for how long (spec §3); `storageKey` names the entry to purge with it. */
export type UserDataRecord = {
  id: string;
  createdAt: string;
  /** Days. */
  retentionPeriod: number;
  type: DataType;
  purpose: string;
  lawfulBasis: LawfulBasis;
  storageKey?: string;
};

export function retentionDays(type: string): number {
  return type in RETENTION_DAYS ? RETENTION_DAYS[type as DataType] : RETENTION_DAYS.default;
}

export function isExpired(record: Pick<UserDataRecord, 'createdAt' | 'retentionPeriod'>, now = Date.now()): boolean {
  const created = Date.parse(record.createdAt);
  return Number.isNaN(created) || now - created >= record.retentionPeriod * DAY;
}

export function readUserData(): UserDataRecord[] {
  const records = readJson<unknown>(PRIVACY_KEYS.userData);
  return Array.isArray(records) ? (records as UserDataRecord[]) : [];
}

/** Registers a kind of data once per storage key (or purpose); an existing entry keeps its date. */
export function registerUserData(
  entry: { type: DataType; purpose: string; lawfulBasis: LawfulBasis; storageKey?: string },
  now = new Date(),
): UserDataRecord {
  const records = readUserData();
  const existing = records.find((record) =>
    entry.storageKey ? record.storageKey === entry.storageKey : record.purpose === entry.purpose && !record.storageKey,
  );
  if (existing) return existing;
  const record: UserDataRecord = {
    id: randomId(),
    createdAt: now.toISOString(),
    retentionPeriod: retentionDays(entry.type),
    ...entry,
  };
  writeJson(PRIVACY_KEYS.userData, [...records, record]);
  return record;
}

/** Removes the records past their retention, and the stored data they describe. */
export function purgeExpiredUserData(now = Date.now()): UserDataRecord[] {
  const records = readUserData();
  const expired = records.filter((record) => isExpired(record, now));
  if (expired.length === 0) return [];
  for (const record of expired) if (record.storageKey) removeItem(record.storageKey);
  writeJson(
    PRIVACY_KEYS.userData,
    records.filter((record) => !expired.includes(record)),
  );
  logPrivacyAction('data_purged', { types: expired.map((record) => record.type) }, new Date(now));
  return expired;
}

/** Removes one kind of stored data and its record, e.g. when the consent it relied on is gone. */
export function forgetUserData(storageKey: string): void {
  removeItem(storageKey);
  const records = readUserData();
  const kept = records.filter((record) => record.storageKey !== storageKey);
  if (kept.length !== records.length) writeJson(PRIVACY_KEYS.userData, kept);
}
