import { logPrivacyAction } from '@/lib/consent';
import { DAY, RETENTION_DAYS } from '@/lib/consent/constants';
import { readJson, removeItem, storedItemNamed, writeJson } from '@/lib/consent/storage';
import { STORAGE_KEYS, type StoredItemId } from '@/lib/consent/storage-keys';
import { randomId } from './ids';

export type DataType = keyof typeof RETENTION_DAYS;
export type LawfulBasis = 'consent' | 'contract' | 'legitimate_interest' | 'legal_obligation';

/**
 * What the site keeps, why and for how long (docs/behaviour/privacy-and-consent.md#retention); `storageKey` is the name
 * of the entry to purge with it.
 */
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
  const records = readJson('userDataRecords');
  return Array.isArray(records) ? (records as UserDataRecord[]) : [];
}

/** Registers a kind of data once per stored entry (or purpose); an existing record keeps its date. */
export function registerUserData(
  { stored, ...entry }: { type: DataType; purpose: string; lawfulBasis: LawfulBasis; stored?: StoredItemId },
  now = new Date(),
): UserDataRecord {
  const storageKey = stored && STORAGE_KEYS[stored].name;
  const records = readUserData();
  const existing = records.find((record) =>
    storageKey ? record.storageKey === storageKey : record.purpose === entry.purpose && !record.storageKey,
  );
  if (existing) return existing;
  const record: UserDataRecord = {
    id: randomId(),
    createdAt: now.toISOString(),
    retentionPeriod: retentionDays(entry.type),
    ...entry,
    ...(storageKey ? { storageKey } : {}),
  };
  writeJson('userDataRecords', [...records, record]);
  return record;
}

/** The registered entry a record describes (a name that is not one of ours is left alone). */
const describedEntry = (record: UserDataRecord) => (record.storageKey ? storedItemNamed(record.storageKey) : undefined);

/** Removes the records past their retention, and the stored data they describe. */
export function purgeExpiredUserData(now = Date.now()): UserDataRecord[] {
  const records = readUserData();
  const expired = records.filter((record) => isExpired(record, now));
  if (expired.length === 0) return [];
  for (const record of expired) {
    const entry = describedEntry(record);
    if (entry) removeItem(entry);
  }
  writeJson(
    'userDataRecords',
    records.filter((record) => !expired.includes(record)),
  );
  logPrivacyAction('data_purged', { types: expired.map((record) => record.type) }, new Date(now));
  return expired;
}

/** Removes one kind of stored data and its record, e.g. when the consent it relied on is gone. */
export function forgetUserData(stored: StoredItemId): void {
  removeItem(stored);
  const records = readUserData();
  const kept = records.filter((record) => describedEntry(record) !== stored);
  if (kept.length !== records.length) writeJson('userDataRecords', kept);
}
