/**
 * lib/consent: the only gate of consent and the only door to browser storage. The gate and the store
 * are imported from here, storage from './storage' (with the registry of './storage-keys'), the React
 * hook from './use-consent'.
 */
export { BANNER_DELAY_MS, CONSENT_VERSION } from './constants';
export {
  consentState,
  hasConsent,
  injectScript,
  NO_CONSENT,
  suggestedChoice,
  whenConsented,
  type ConsentState,
} from './gate';
export { logPrivacyAction, readPrivacyLog } from './privacy-log';
export { isConsentValid, readStoredRecord, type ConsentRecord, type OptionalCategory } from './record';
export {
  eraseBrowserData,
  forgetLegacyEntries,
  onConsentChoice,
  saveConsent,
  subscribeConsent,
  withdrawConsent,
} from './store';
