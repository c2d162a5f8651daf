/**
 * The consent store: the only writer of the consent keys (docs/behaviour/privacy-and-consent.md#saving-a-choice), safe
 * to import on the server (nothing touches `window` until a function runs) and silent when storage fails
 * (docs/behaviour/privacy-and-consent.md#storage-failures).
 */
import { CONSENT_VERSION } from './constants';
import { logPrivacyAction } from './privacy-log';
import { getConsent, isConsentValid, readStoredRecord, type ConsentRecord, type CookiePreferences } from './record';
import {
  clearTrackingCookies,
  eraseStored,
  onStoredChange,
  removeLegacyEntries,
  writeJson,
  type StoredEntry,
} from './storage';

/** What a visitor chooses; `functional` keeps its previous value when a view does not ask about it. */
export type ConsentChoice = Pick<CookiePreferences, 'analytics' | 'marketing'> &
  Partial<Pick<CookiePreferences, 'functional'>>;

const NECESSARY_ONLY: CookiePreferences = { necessary: true, analytics: false, marketing: false, functional: false };

type Listener = (record: ConsentRecord | null) => void;
const listeners = new Set<Listener>();
let stopWatchingTabs: (() => void) | null = null;

type ChoiceListener = (preferences: CookiePreferences) => void;
const choiceListeners = new Set<ChoiceListener>();

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

/** Calls the listener with the valid record (or null) after every change, in this tab or another. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab chose or withdrew, or cleared all storage.
  stopWatchingTabs ??= onStoredChange(['consentRecord'], notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatchingTabs?.();
    stopWatchingTabs = null;
  };
}

/**
 * Calls the listener once per choice the visitor makes in this tab (the banner, the settings page, a withdrawal),
 * with what they chose. Unlike `subscribeConsent`, a page load, the choice of another tab or an erasure is none.
 */
export function onConsentChoice(listener: ChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => {
    choiceListeners.delete(listener);
  };
}

function notifyChoice(preferences: CookiePreferences): void {
  for (const listener of [...choiceListeners]) {
    try {
      listener(preferences);
    } catch {
      // One failing listener must not keep the others from hearing the choice.
    }
  }
}

function userAgent(): string {
  try {
    return typeof navigator === 'undefined' ? '' : navigator.userAgent;
  } catch {
    return '';
  }
}

/**
 * Stores the visitor's choice with today's date and version 2.0 in the one consent record
 * (docs/behaviour/privacy-and-consent.md#saving-a-choice), logs it and tells subscribers. `ipHash` is a placeholder:
 * no address is ever collected in the browser.
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
  writeJson('consentRecord', record);
  if (!preferences.analytics) clearTrackingCookies('analytics');
  if (!preferences.marketing) clearTrackingCookies('marketing');
  logPrivacyAction(isConsentValid(previous) ? 'consent_updated' : 'consent_given', { preferences });
  notify();
  notifyChoice(preferences);
  return record;
}

/**
 * Withdrawal (docs/behaviour/privacy-and-consent.md#withdrawing-consent): clears the tracking cookies, resets to
 * necessary only, removes the consent date and version from the record and logs it. The record stays, dated by its
 * withdrawal, as proof that consent was withdrawn.
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
  writeJson('consentRecord', record);
  logPrivacyAction('consent_withdrawn', { clearedCookies: cleared });
  notify();
  notifyChoice(record.preferences);
}

/**
 * Once a returning visitor's choice is in its record, removes every entry this version of the site no longer writes
 * (the registry's legacy entries), so the browser keeps what the privacy policy lists.
 */
export function forgetLegacyEntries(): void {
  readStoredRecord();
  removeLegacyEntries();
}

/**
 * The GDPR erase: every entry the site keeps in this browser goes, the consent keys with them and no proof
 * kept, since the visitor asked for everything to go; subscribers hear that no choice is left. Returns the
 * registered entries that survived.
 */
export function eraseBrowserData(): StoredEntry[] {
  const left = eraseStored();
  notify();
  return left;
}
