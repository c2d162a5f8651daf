/** Consent and privacy constants, named once (docs/behaviour/constants.md#consent-and-privacy). */

export const DAY = 24 * 60 * 60 * 1000;
export const CONSENT_VERSION = '2.0';
/** Consent lasts twelve months of thirty days, then the visitor is asked again. */
export const CONSENT_VALIDITY_MONTHS = 12;
export const CONSENT_VALIDITY_MS = CONSENT_VALIDITY_MONTHS * 30 * DAY;
export const BANNER_DELAY_MS = 2000;
export const STATUS_MESSAGE_MS = 5000;
export const WITHDRAW_RELOAD_MS = 2000;

/** Retention in days per kind of record (docs/behaviour/privacy-and-consent.md#retention). */
export const RETENTION_DAYS = {
  analytics: 780,
  marketing: 390,
  functional: 360,
  contact_form: 1080,
  tracking: 720,
  default: 365,
} as const;

/** Retention as shown to visitors, in months (docs/behaviour/privacy-and-consent.md#retention). */
export const RETENTION_MONTHS_SHOWN = { analytics: 26, marketing: 13, forms: 36, functional: 12 } as const;

export const PRIVACY_LOG_LIMIT = 100;
export const VISITOR_PROFILE_DAYS = 365;
export const VISITOR_PROFILE_BASIC_DAYS = 30;
export const FINGERPRINT_SIMILARITY = 0.8;
