/**
 * lib/consent: the only gate of consent (docs/behaviour/privacy-and-consent.md) and, through ./storage, the only door
 * to browser storage. One record holds the visitor's choice; every loader, the tracker and the privacy records ask
 * here, and `saveConsent` and `withdrawConsent` are its only writers.
 */
import { CONSENT_VALIDITY_MS, CONSENT_VERSION, PRIVACY_LOG_LIMIT } from './constants';
import { clearTrackingCookies, eraseStored, onStoredChange, readItem, readJson, writeJson } from './storage';

/** The categories a visitor chooses; necessary storage is always on. */
export type OptionalCategory = 'analytics' | 'marketing' | 'functional';
export type CookiePreferences = { necessary: true } & Record<OptionalCategory, boolean>;
export type ConsentRecord = {
  preferences: CookiePreferences;
  consentDate: string;
  consentVersion: string;
  userAgent: string;
  /** No address is ever collected in the browser: a placeholder. */
  ipHash: string;
  gdprCompliant: boolean;
  withdrawalDate?: string;
};
export type ConsentState = Readonly<
  Record<OptionalCategory, boolean> & {
    /** The valid choice, or null: not asked yet, or ask again. */
    record: ConsentRecord | null;
    /** Events wait for a choice, go out if it allows analytics or marketing, else are dropped. */
    events: 'pending' | 'allowed' | 'refused';
  }
>;

/** Before any valid choice, nothing optional is granted (Consent Mode "basic": no tag until consent). */
export const NO_CONSENT: ConsentState = {
  record: null,
  analytics: false,
  marketing: false,
  functional: false,
  events: 'pending',
};

// The record and its state, kept while the stored text is unchanged: React and subscribers see the same objects.
let cache: { raw: string | null; record: ConsentRecord | null; state: ConsentState } = {
  raw: null,
  record: null,
  state: NO_CONSENT,
};

function parse(raw: string): ConsentRecord | null {
  try {
    const value = JSON.parse(raw) as ConsentRecord;
    const { analytics, marketing, functional } = value.preferences;
    const flags = { analytics: analytics === true, marketing: marketing === true, functional: functional === true };
    return { ...value, preferences: { necessary: true, ...flags } };
  } catch {
    return null;
  }
}

/** The stored record as written, valid or not. */
export function readStoredRecord(): ConsentRecord | null {
  const raw = readItem('consentRecord');
  if (raw !== cache.raw) {
    const record = raw === null ? null : parse(raw);
    const { analytics = false, marketing = false, functional = false } = record?.preferences ?? {};
    const events = analytics || marketing ? 'allowed' : 'refused';
    cache = { raw, record, state: record ? { record, analytics, marketing, functional, events } : NO_CONSENT };
  }
  return cache.record;
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

/** Necessary is always granted; every other category only by a valid choice. */
export const hasConsent = (category: 'necessary' | OptionalCategory) =>
  category === 'necessary' || consentState()[category];

const listeners = new Set<(record: ConsentRecord | null) => void>();
const choiceListeners = new Set<(preferences: CookiePreferences) => void>();
let watchingTabs = false;

function tell<T>(each: Set<(value: T) => void>, value: T): void {
  for (const listener of [...each]) {
    try {
      listener(value);
    } catch {
      // One failing listener must not keep the others from hearing.
    }
  }
}

const notify = () => tell(listeners, consentState().record);

/** Calls the listener with the valid record (or null) after every change, in this tab or another. */
export function subscribeConsent(listener: (record: ConsentRecord | null) => void): () => void {
  if (!watchingTabs) {
    watchingTabs = true;
    onStoredChange(['consentRecord'], notify);
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Calls the listener once per choice the visitor makes in this tab (banner, settings page, withdrawal); a page load,
 * another tab's choice or an erasure is none.
 */
export function onConsentChoice(listener: (preferences: CookiePreferences) => void): () => void {
  choiceListeners.add(listener);
  return () => void choiceListeners.delete(listener);
}

const store = (record: ConsentRecord) => writeJson('consentRecord', record);
const proof = () => ({ userAgent: navigator.userAgent, ipHash: 'client-side-placeholder', gdprCompliant: true });

/**
 * Stores the choice with today's date and version 2.0 (docs/behaviour/privacy-and-consent.md#saving-a-choice), expires
 * the cookies of each refused category, logs it and tells every listener. `functional` keeps its previous value when
 * a view does not ask about it. A refused write leaves no choice: the banner asks again.
 */
export function saveConsent(choice: Pick<CookiePreferences, 'analytics' | 'marketing'> & { functional?: boolean }) {
  const previous = readStoredRecord();
  const { analytics, marketing } = choice;
  const functional = choice.functional ?? previous?.preferences.functional ?? false;
  const preferences: CookiePreferences = { necessary: true, analytics, marketing, functional };
  store({ preferences, consentDate: new Date().toISOString(), consentVersion: CONSENT_VERSION, ...proof() });
  if (!analytics) clearTrackingCookies('analytics');
  if (!marketing) clearTrackingCookies('marketing');
  logPrivacyAction(isConsentValid(previous) ? 'consent_updated' : 'consent_given', { preferences });
  notify();
  tell(choiceListeners, preferences);
}

/**
 * Withdrawal (docs/behaviour/privacy-and-consent.md#withdrawing-consent): necessary only, without date or version,
 * the record kept with its withdrawal date as proof; then the tags' cookies go and it is logged. Throws, changing
 * nothing, when the browser refuses the write: the visitor must not be told it is done.
 */
export function withdrawConsent(): void {
  const preferences: CookiePreferences = { necessary: true, analytics: false, marketing: false, functional: false };
  const withdrawalDate = new Date().toISOString();
  if (!store({ preferences, consentDate: '', consentVersion: '', ...proof(), withdrawalDate }))
    throw new Error('The withdrawal could not be stored');
  logPrivacyAction('consent_withdrawn', { clearedCookies: clearTrackingCookies() });
  notify();
  tell(choiceListeners, preferences);
}

/**
 * The GDPR erase: every entry the site keeps in this browser goes, the choice with it and no proof kept; listeners
 * hear that no choice is left. Returns the registered entries that survived.
 */
export function eraseBrowserData() {
  const left = eraseStored();
  notify();
  return left;
}

/**
 * The gate every loader goes through: runs `load` once `category` is granted, now or later, and `revoke` when it is
 * withdrawn. Returns the unsubscribe. Loader failures are silent (docs/behaviour/analytics.md#failures).
 */
export function whenConsented(
  category: OptionalCategory,
  { load, revoke }: { load: () => void; revoke?: () => void },
): () => void {
  let loaded = false;
  const follow = () => {
    if (consentState()[category] === loaded) return;
    loaded = !loaded;
    try {
      if (loaded) load();
      else revoke?.();
    } catch {
      // A broken third party must not break the page.
    }
  };
  follow();
  return subscribeConsent(follow);
}

/** The only way a third-party script enters the page: refused (false) unless `category` is granted now. */
export function injectScript(category: OptionalCategory, src: string): boolean {
  if (!hasConsent(category)) return false;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
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
  const entries = readJson('privacyLog');
  return Array.isArray(entries) ? entries : [];
}

/** Adds an entry, keeping the last 100. */
export function logPrivacyAction(action: PrivacyLogEntry['action'], details = {}, now = new Date()): void {
  const entries = [...readPrivacyLog(), { action, details, timestamp: now.toISOString() }];
  writeJson('privacyLog', entries.slice(-PRIVACY_LOG_LIMIT));
}
