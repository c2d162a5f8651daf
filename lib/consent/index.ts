/** The only gate of consent and, through ./storage, of browser storage (docs/behaviour/privacy-and-consent.md). */
import { CONSENT_VALIDITY_MS, CONSENT_VERSION, PRIVACY_LOG_LIMIT } from './constants';
import { clearTrackingCookies, eraseStored, onStoredChange, parseStored, readItem, writeJson } from './storage';

export type OptionalCategory = 'analytics' | 'marketing' | 'functional';
export type CookiePreferences = { necessary: true } & Record<OptionalCategory, boolean>;
/** Before any valid choice nothing optional is granted; events wait for a choice (pending), then go out or are dropped. */
export const NO_CONSENT = {
  record: null as ConsentRecord | null,
  analytics: false,
  marketing: false,
  functional: false,
  events: 'pending' as 'pending' | 'allowed' | 'refused',
};
export type ConsentState = typeof NO_CONSENT;

// The record and its state, kept while the stored text is unchanged: React and subscribers see the same objects.
let cache = { raw: null as string | null, record: null as ConsentRecord | null, state: NO_CONSENT };

/** The stored record as written, valid or not, its preferences read as booleans; null when it is not a record. */
export function readStoredRecord(): ConsentRecord | null {
  const raw = readItem('consentRecord');
  if (raw === cache.raw) return cache.record;
  const value = parseStored(raw ?? '') as Partial<ConsentRecord> | undefined;
  const chosen = (category: OptionalCategory) => value?.preferences?.[category] === true;
  const flags = { analytics: chosen('analytics'), marketing: chosen('marketing'), functional: chosen('functional') };
  const record = value?.preferences
    ? ({ ...value, preferences: { necessary: true, ...flags } } as ConsentRecord)
    : null;
  const events = flags.analytics || flags.marketing ? 'allowed' : 'refused';
  cache = { raw, record, state: record ? { record, ...flags, events } : NO_CONSENT };
  return record;
}

/** Version 2.0 and dated less than 12 months of 30 days ago (docs/behaviour/privacy-and-consent.md#consent-validity). */
export function isConsentValid(record: ConsentRecord | null, now = Date.now()): record is ConsentRecord {
  const age = now - Date.parse(record?.consentDate ?? '');
  return record?.consentVersion === CONSENT_VERSION && age >= 0 && age < CONSENT_VALIDITY_MS;
}

/** The visitor's consent now: the same object while the choice is unchanged. */
export function consentState(): ConsentState {
  return isConsentValid(readStoredRecord()) ? cache.state : NO_CONSENT;
}

type ConsentListener = (record: ConsentRecord | null, choice?: CookiePreferences) => void;
const listeners = new Set<ConsentListener>();

/** Tells every listener the valid record, and the choice when the visitor just made one in this tab. */
function notify(choice?: CookiePreferences): void {
  const { record } = consentState();
  for (const listener of [...listeners]) {
    try {
      listener(record, choice);
    } catch {
      // One failing listener must not keep the others from hearing.
    }
  }
}

onStoredChange(['consentRecord'], () => notify());

/** Hears the valid record after every change, in any tab; `choice` only for a choice made in this tab. */
export function subscribeConsent(listener: ConsentListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A choice, dated with version 2.0, or a withdrawal, undated and kept as its proof. */
function newRecord(preferences: CookiePreferences, withdrawn = false) {
  const now = new Date().toISOString();
  return {
    preferences,
    consentDate: withdrawn ? '' : now,
    consentVersion: withdrawn ? '' : CONSENT_VERSION,
    userAgent: navigator.userAgent,
    /** No address is ever collected in the browser: a placeholder. */
    ipHash: 'client-side-placeholder',
    gdprCompliant: true,
    ...(withdrawn && { withdrawalDate: now }),
  };
}
export type ConsentRecord = ReturnType<typeof newRecord>;

/** docs/behaviour/privacy-and-consent.md#saving-a-choice; `functional` keeps its value when a view does not ask. */
export function saveConsent(choice: Pick<CookiePreferences, 'analytics' | 'marketing'> & { functional?: boolean }) {
  const previous = readStoredRecord();
  const { analytics, marketing } = choice;
  const functional = choice.functional ?? previous?.preferences.functional ?? false;
  const preferences: CookiePreferences = { necessary: true, analytics, marketing, functional };
  writeJson('consentRecord', newRecord(preferences));
  if (!analytics) clearTrackingCookies('analytics');
  if (!marketing) clearTrackingCookies('marketing');
  logPrivacyAction(isConsentValid(previous) ? 'consent_updated' : 'consent_given', { preferences });
  notify(preferences);
}

/** docs/behaviour/privacy-and-consent.md#withdrawing-consent; throws, changing nothing, when the write is refused. */
export function withdrawConsent(): void {
  const preferences: CookiePreferences = { necessary: true, analytics: false, marketing: false, functional: false };
  if (!writeJson('consentRecord', newRecord(preferences, true))) throw new Error('The withdrawal could not be stored');
  logPrivacyAction('consent_withdrawn', { clearedCookies: clearTrackingCookies() });
  notify(preferences);
}

/** The GDPR erase of everything kept here, choice included; throws when a registered entry survived. */
export function eraseBrowserData(): void {
  const left = eraseStored();
  notify();
  if (left.length > 0) throw new Error('Some data could not be deleted');
}

/** Runs `load` once `category` is granted and `revoke` when withdrawn; failures are silent (docs/behaviour/analytics.md#failures). */
export function whenConsented(category: OptionalCategory, { load, revoke }: { load: () => void; revoke?: () => void }) {
  let loaded = false;
  const follow = () => {
    if (consentState()[category] === loaded) return;
    loaded = !loaded;
    try {
      (loaded ? load : revoke)?.();
    } catch {
      // A broken third party must not break the page.
    }
  };
  follow();
  return subscribeConsent(follow);
}

/** The only way a third-party script enters the page: refused (false) unless `category` is granted now. */
export function injectScript(category: OptionalCategory, src: string): boolean {
  if (!consentState()[category]) return false;
  document.head.append(Object.assign(document.createElement('script'), { async: true, src }));
  return true;
}

export type PrivacyLogEntry = {
  action:
    | 'consent_given'
    | 'consent_updated'
    | 'consent_withdrawn'
    | 'data_exported'
    | 'data_purged'
    | 'visitor_profile_created';
  details: Record<string, unknown>;
  timestamp: string;
};

/** The history of privacy actions, newest last (docs/behaviour/privacy-and-consent.md#privacy-log). */
export function readPrivacyLog(): PrivacyLogEntry[] {
  const entries = parseStored(readItem('privacyLog') ?? '');
  return Array.isArray(entries) ? entries : [];
}

/** Adds an entry, keeping the last 100. */
export function logPrivacyAction(action: PrivacyLogEntry['action'], details = {}, now = new Date()): void {
  const entries = [...readPrivacyLog(), { action, details, timestamp: now.toISOString() }];
  writeJson('privacyLog', entries.slice(-PRIVACY_LOG_LIMIT));
}
