import { RETENTION_MONTHS_SHOWN } from './constants';
import type { StorageCategory, StorageKeyId } from './storage-keys';

type StorageNote = {
  /** The one module that may write it (or the third party that does). */
  owner: string;
  purpose: string;
  retention: string;
};

/** A tag's cookie family: the tag writes it, the site only expires it (on refusal, withdrawal and erasure). */
function tagCookieNote(tag: string, category: Extract<StorageCategory, 'analytics' | 'marketing'>, purpose: string) {
  return {
    owner: `${tag} (third party)`,
    purpose,
    retention: `set by the tag, within the ${RETENTION_MONTHS_SHOWN[category]} months the privacy policy states`,
  };
}

/**
 * Who writes each entry of ./storage-keys.ts, why, and how long it stays: the reference for the privacy
 * policy and for review, one note per entry (the type refuses an entry without one). Kept apart from the
 * names because every page's script carries those, and no page needs these texts.
 */
export const STORAGE_KEY_NOTES = {
  theme: {
    owner: 'components/layout/theme-provider.tsx (next-themes)',
    purpose: 'The colour theme the visitor picked',
    retention: 'until changed or erased',
  },
  language: {
    owner: 'components/layout/language-switch-link.tsx',
    purpose: 'The language the visitor chose explicitly',
    retention: 'until changed or erased',
  },
  languageCookie: {
    owner: 'proxy.ts (first detection) and components/layout/language-switch-link.tsx (explicit switch)',
    purpose: 'The stored language the home path redirects to',
    retention: '12 months',
  },
  languageExplicitlyChanged: {
    owner: 'components/layout/language-switch-link.tsx',
    purpose: 'An explicit language switch is under way, from the click to the page it leads to',
    retention: 'until the next page has loaded',
  },
  nextLocale: {
    owner: 'none: next-intl wrote it before its locale cookie was switched off',
    purpose: 'A language cookie an earlier version may have left, erased on request',
    retention: 'erased on request',
  },
  hasVisited: {
    owner: 'components/experience/loading-overlay.tsx',
    purpose: 'The first-visit loading screen is shown once',
    retention: 'until erased',
  },
  adminMode: {
    owner: "the site's owner, by hand in the browser's console",
    purpose: 'Reveals the geo analytics panel (spec §6)',
    retention: 'until erased',
  },
  recoveryReloadAt: {
    owner: 'lib/experience/recovery.ts',
    purpose: 'The app reloads once, never in a loop, after a deployment removed its chunks',
    retention: 'this browsing session',
  },
  consentPreferences: {
    owner: 'lib/consent/store.ts',
    purpose: 'The cookie choice: necessary, analytics, marketing, functional',
    retention: '12 months of 30 days, then asked again',
  },
  consentLight: {
    owner: 'lib/consent/store.ts',
    purpose: 'The cookie choice in its lighter form: analytics and marketing',
    retention: '12 months of 30 days, then asked again',
  },
  consentDate: {
    owner: 'lib/consent/store.ts',
    purpose: 'When the cookie choice was made',
    retention: '12 months of 30 days, then asked again',
  },
  consentVersion: {
    owner: 'lib/consent/store.ts',
    purpose: 'The consent version the choice answered (2.0)',
    retention: '12 months of 30 days, then asked again',
  },
  consentRecord: {
    owner: 'lib/consent/store.ts',
    purpose: 'Proof of the choice or of its withdrawal',
    retention: '12 months of 30 days, then asked again; kept after a withdrawal as its proof',
  },
  privacyLog: {
    owner: 'lib/consent/privacy-log.ts',
    purpose: 'The history of privacy actions',
    retention: 'the last 100 entries',
  },
  contactDraft: {
    owner: 'lib/contact/browser-store.ts',
    purpose: 'What the visitor typed in the contact funnel survives a reload',
    retention: 'until sent, or the end of the browsing session',
  },
  contactAttempts: {
    owner: 'lib/contact/browser-store.ts',
    purpose: 'Send attempts: the browser side of the contact rate limit',
    retention: 'the attempts of the last 15 minutes',
  },
  contactChatLink: {
    owner: 'lib/contact/browser-store.ts',
    purpose: 'The prepared chat link, for the chat success page',
    retention: 'this browsing session',
  },
  visitorProfile: {
    owner: 'lib/privacy/visitor-profile.ts',
    purpose: 'Recognises a returning visitor on this device',
    retention: '365 days with analytics consent, 30 days with functional only',
  },
  visitorSession: {
    owner: 'lib/privacy/visitor-profile.ts',
    purpose: 'Counts one visit per browsing session in the visitor profile',
    retention: 'this browsing session',
  },
  userDataRecords: {
    owner: 'lib/privacy/user-data.ts',
    purpose: 'What the browser keeps, why, on which basis and for how long',
    retention: 'each record its own retention (spec §9)',
  },
  cityViews: {
    owner: 'lib/analytics/city-records.ts',
    purpose: 'City pages viewed, for the admin geo panel',
    retention: 'the last 10 views; 780 days',
  },
  cityCtaClicks: {
    owner: 'lib/analytics/city-records.ts',
    purpose: 'Calls to action clicked on city pages, for the admin geo panel',
    retention: 'the last 20 clicks; 780 days',
  },
  cityDetection: {
    owner: 'lib/analytics/city-detection.ts',
    purpose: "The visitor's city as the host estimates it, to suggest its page, and whether the suggestion was hidden",
    retention: 'this browsing session',
  },
  cityBannerViews: {
    owner: 'lib/analytics/city-records.ts',
    purpose: 'Times the city suggestion was shown and whether it was followed, for the admin geo panel',
    retention: 'the last 20; 780 days',
  },
  analyticsSession: {
    owner: 'lib/analytics/tracker.ts',
    purpose: 'The session id sent with each analytics event',
    retention: 'this browsing session',
  },
  googleAnalytics: tagCookieNote('Google Analytics', 'analytics', 'Distinguishes visitors in audience statistics'),
  googleAnalyticsSession: tagCookieNote('Google Analytics', 'analytics', 'Distinguishes visitors for a day'),
  googleAnalyticsThrottle: tagCookieNote('Google Analytics', 'analytics', 'Throttles the request rate'),
  clarityUser: tagCookieNote('Microsoft Clarity', 'analytics', 'The anonymous id of session recordings'),
  claritySession: tagCookieNote('Microsoft Clarity', 'analytics', 'Joins the pages of one recorded session'),
  googleConversionLinker: tagCookieNote('Google conversion linker', 'marketing', 'Links an ad click to a request'),
  metaBrowser: tagCookieNote('Meta pixel', 'marketing', 'Measures advertising results'),
  metaClick: tagCookieNote('Meta pixel', 'marketing', 'Keeps the advertising click that brought the visitor'),
} as const satisfies Record<StorageKeyId, StorageNote>;
