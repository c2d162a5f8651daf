/**
 * The consent store: the only reader and writer of the consent keys (spec §3), safe to import on the
 * server (nothing touches `window` until a function runs) and silent when storage fails (spec §8).
 * Other modules read it through getConsent/hasConsent and follow it through subscribeConsent.
 */
import { logPrivacyAction } from '@/lib/privacy/log';
import { CONSENT_KEYS, CONSENT_VALIDITY_MS, CONSENT_VERSION, TRACKING_COOKIE_PREFIXES } from './constants';
import { deleteCookie, readCookies, readItem, removeItem, writeItem, writeJson } from './storage';

export { CONSENT_KEYS, CONSENT_VERSION, BANNER_DELAY_MS } from './constants';

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing' | 'functional';
export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean; functional: boolean };
export type ConsentRecord = {
  preferences: CookiePreferences;
  consentDate: string;
  consentVersion: string;
  userAgent: string;
  ipHash: string;
  gdprCompliant: boolean;
  withdrawalDate?: string;
};
/** What a visitor chooses; `functional` keeps its previous value when a view does not ask about it. */
export type ConsentChoice = Pick<CookiePreferences, 'analytics' | 'marketing'> &
  Partial<Pick<CookiePreferences, 'functional'>>;
/** The lighter form of spec §3: analytics and marketing only, with the date in its own entry. */
export type LightConsent = Pick<CookiePreferences, 'analytics' | 'marketing'>;

export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};
export const ACCEPT_ALL: CookiePreferences = { necessary: true, analytics: true, marketing: true, functional: true };

type Listener = (record: ConsentRecord | null) => void;
const listeners = new Set<Listener>();

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

/** The stored record as written, valid or not (same object while the stored text is unchanged). */
export function readStoredRecord(): ConsentRecord | null {
  const raw = readItem(CONSENT_KEYS.record);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedRecord = parseRecord(raw);
  }
  return cachedRecord;
}

/** Spec §4: version 2.0 and dated less than 12 months (of 30 days) ago. */
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

/** Necessary is always granted; every other category only by a valid record. */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return getConsent()?.preferences[category] === true;
}

function notify(): void {
  const record = getConsent();
  for (const listener of [...listeners]) {
    try {
      listener(record);
    } catch {
      // One failing subscriber must not keep the others from hearing the change.
    }
  }
}

function onStorage(event: StorageEvent): void {
  // Another tab chose or withdrew; `key === null` means that tab cleared all storage.
  if (event.key === null || event.key === CONSENT_KEYS.record) notify();
}

/** Calls the listener with the valid record (or null) after every change, in this tab or another. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function userAgent(): string {
  try {
    return typeof navigator === 'undefined' ? '' : navigator.userAgent;
  } catch {
    return '';
  }
}

/**
 * Stores the visitor's choice with today's date and version 2.0, in every form spec §3 names, logs it
 * and tells subscribers. `ipHash` is a placeholder: no address is ever collected in the browser.
 */
export function saveConsent(choice: ConsentChoice): ConsentRecord {
  const previous = readStoredRecord();
  const preferences: CookiePreferences = {
    necessary: true,
    analytics: choice.analytics === true,
    marketing: choice.marketing === true,
    functional: choice.functional ?? previous?.preferences.functional ?? false,
  };
  const record: ConsentRecord = {
    preferences,
    consentDate: new Date().toISOString(),
    consentVersion: CONSENT_VERSION,
    userAgent: userAgent(),
    ipHash: 'client-side-placeholder',
    gdprCompliant: true,
  };
  writeJson(CONSENT_KEYS.preferences, preferences);
  writeJson(CONSENT_KEYS.lightConsent, {
    analytics: preferences.analytics,
    marketing: preferences.marketing,
  } satisfies LightConsent);
  writeItem(CONSENT_KEYS.consentDate, record.consentDate);
  writeItem(CONSENT_KEYS.consentVersion, CONSENT_VERSION);
  writeJson(CONSENT_KEYS.record, record);
  if (!preferences.analytics) clearTrackingCookies('analytics');
  if (!preferences.marketing) clearTrackingCookies('marketing');
  logPrivacyAction(isConsentValid(previous) ? 'consent_updated' : 'consent_given', { preferences });
  notify();
  return record;
}

const MARKETING_PREFIXES = ['_fbp', '_fbc', '_gcl'];

/** Expires the tags' cookies: all of them, or only one category's when that category is refused. */
export function clearTrackingCookies(category?: 'analytics' | 'marketing'): string[] {
  const cleared: string[] = [];
  for (const name of Object.keys(readCookies())) {
    const prefix = TRACKING_COOKIE_PREFIXES.find((candidate) => name.startsWith(candidate));
    if (!prefix) continue;
    const isMarketing = MARKETING_PREFIXES.includes(prefix);
    if (category === 'analytics' && isMarketing) continue;
    if (category === 'marketing' && !isMarketing) continue;
    deleteCookie(name);
    cleared.push(name);
  }
  return cleared;
}

/**
 * Spec §4: clears the tracking cookies, resets to necessary only, removes the consent date and version
 * and logs it. The record stays, dated by its withdrawal, as proof that consent was withdrawn.
 */
export function withdrawConsent(): void {
  const previous = readStoredRecord();
  const cleared = clearTrackingCookies();
  const record: ConsentRecord = {
    preferences: { ...NECESSARY_ONLY },
    consentDate: '',
    consentVersion: '',
    userAgent: userAgent(),
    ipHash: previous?.ipHash ?? 'client-side-placeholder',
    gdprCompliant: true,
    withdrawalDate: new Date().toISOString(),
  };
  writeJson(CONSENT_KEYS.preferences, record.preferences);
  writeJson(CONSENT_KEYS.lightConsent, { analytics: false, marketing: false } satisfies LightConsent);
  removeItem(CONSENT_KEYS.consentDate);
  removeItem(CONSENT_KEYS.consentVersion);
  writeJson(CONSENT_KEYS.record, record);
  logPrivacyAction('consent_withdrawn', { clearedCookies: cleared });
  notify();
}

/**
 * Removes every consent key (the GDPR erase): the visitor is back to "not asked yet", with no proof kept,
 * since they asked for everything to go. Tracking cookies go with it.
 */
export function forgetConsent(): void {
  clearTrackingCookies();
  for (const key of Object.values(CONSENT_KEYS)) removeItem(key);
  notify();
}
