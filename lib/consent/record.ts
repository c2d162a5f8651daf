import { CONSENT_VALIDITY_MS, CONSENT_VERSION } from './constants';
import { readItem, readJson, removeItem, writeItem } from './storage';

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing' | 'functional';
/** The categories a visitor chooses; necessary storage is always on. */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export type CookiePreferences = { necessary: true } & Record<OptionalCategory, boolean>;
export type ConsentRecord = {
  preferences: CookiePreferences;
  consentDate: string;
  consentVersion: string;
  userAgent: string;
  ipHash: string;
  gdprCompliant: boolean;
  withdrawalDate?: string;
};

let cachedRaw: string | null = null;
let cachedRecord: ConsentRecord | null = null;

function parseRecord(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord> | null;
    const prefs = value?.preferences;
    if (!value || !prefs || typeof prefs !== 'object') return null;
    return {
      preferences: {
        necessary: true,
        analytics: prefs.analytics === true,
        marketing: prefs.marketing === true,
        functional: prefs.functional === true,
      },
      consentDate: typeof value.consentDate === 'string' ? value.consentDate : '',
      consentVersion: typeof value.consentVersion === 'string' ? value.consentVersion : '',
      userAgent: typeof value.userAgent === 'string' ? value.userAgent : '',
      ipHash: typeof value.ipHash === 'string' ? value.ipHash : '',
      gdprCompliant: value.gdprCompliant === true,
      ...(typeof value.withdrawalDate === 'string' ? { withdrawalDate: value.withdrawalDate } : {}),
    };
  } catch {
    return null;
  }
}

/** The entries an earlier version of the site also wrote each choice in, besides the record. */
const legacyEntries = ['consentPreferences', 'consentLight', 'consentDate', 'consentVersion'] as const;

/**
 * A returning visitor's choice from the entries an earlier version wrote, as one record, which takes their place
 * (docs/behaviour/privacy-and-consent.md#saving-a-choice): the record's text, or null when there is no such choice.
 * Its date and version come along, so a choice that is no longer valid is asked again as before.
 */
function migrateLegacyChoice(): string | null {
  const preferences = readJson('consentPreferences') ?? readJson('consentLight');
  if (!preferences || typeof preferences !== 'object') return null;
  const record = parseRecord(
    JSON.stringify({
      preferences,
      consentDate: readItem('consentDate') ?? '',
      consentVersion: readItem('consentVersion') ?? '',
      ipHash: 'client-side-placeholder',
      gdprCompliant: true,
    }),
  );
  const raw = JSON.stringify(record);
  // Kept for this page even if storage refuses the write; the old entries go only once the record holds the choice.
  if (writeItem('consentRecord', raw)) for (const id of legacyEntries) removeItem(id);
  return raw;
}

/** The stored record as written, valid or not (same object while the stored text is unchanged). */
export function readStoredRecord(): ConsentRecord | null {
  const raw = readItem('consentRecord') ?? migrateLegacyChoice();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedRecord = parseRecord(raw);
  }
  return cachedRecord;
}

/**
 * Version 2.0 and dated less than 12 months (of 30 days) ago (docs/behaviour/privacy-and-consent.md#consent-validity).
 */
export function isConsentValid(record: ConsentRecord | null, now: number = Date.now()): record is ConsentRecord {
  if (!record || record.consentVersion !== CONSENT_VERSION || !record.consentDate) return false;
  const given = Date.parse(record.consentDate);
  if (Number.isNaN(given)) return false;
  const age = now - given;
  return age >= 0 && age < CONSENT_VALIDITY_MS;
}

/** The stored record if it is valid, else null. */
export function getConsent(): ConsentRecord | null {
  const record = readStoredRecord();
  return isConsentValid(record) ? record : null;
}
