import { RETENTION_MONTHS_SHOWN } from './constants';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/i18n/language-choice';

/** Where an entry lives: localStorage, sessionStorage or a cookie. */
type StorageArea = 'local' | 'session' | 'cookie';

/** The consent an entry needs; necessary entries need none (spec §6: processing per consent category). */
type StorageCategory = 'necessary' | 'analytics' | 'marketing' | 'functional';

export type StorageEntry = {
  /** The key or cookie name as the browser holds it. */
  name: string;
  area: StorageArea;
  /** The one module that may write it (or the third party that does). */
  owner: string;
  category: StorageCategory;
  purpose: string;
  retention: string;
  /** Tag cookies come in families (`_ga`, `_ga_XYZ`): the name is a prefix. */
  prefix?: true;
  /** Cookies the site writes itself: their lifetime in seconds. */
  maxAgeSeconds?: number;
  /** Never written any more; erased on request if an earlier version of the site left it. */
  legacy?: true;
};

/** A tag's cookie family: the tag writes it, the site only expires it (on refusal, withdrawal and erasure). */
function tagCookie<Category extends 'analytics' | 'marketing'>(
  name: string,
  tag: string,
  category: Category,
  purpose: string,
) {
  return {
    name,
    prefix: true,
    area: 'cookie',
    owner: `${tag} (third party)`,
    category,
    purpose,
    retention: `set by the tag, within the ${RETENTION_MONTHS_SHOWN[category]} months the privacy policy states`,
  } as const;
}

/**
 * Every key and cookie the site keeps in a browser (spec §3 and the site's own), named once. Only
 * lib/consent/storage.ts reads and writes them; other modules name an entry by its id here. The My Data
 * panel exports and erases what this list names.
 *
 * Documented exceptions that cannot import this module: next-themes' no-flash script reads `theme`, the
 * loading screen's pre-paint script reads `has_visited` (both inline, before any bundle runs), and the
 * service worker (public/sw.js) keeps its own Cache Storage, which is not visitor data.
 */
export const STORAGE_KEYS = {
  theme: {
    name: 'theme',
    area: 'local',
    owner: 'components/layout/theme-provider.tsx (next-themes)',
    category: 'necessary',
    purpose: 'The colour theme the visitor picked',
    retention: 'until changed or erased',
  },
  language: {
    name: 'language',
    area: 'local',
    owner: 'components/layout/language-switch-link.tsx',
    category: 'necessary',
    purpose: 'The language the visitor chose explicitly',
    retention: 'until changed or erased',
  },
  languageCookie: {
    name: LANGUAGE_COOKIE,
    area: 'cookie',
    owner: 'proxy.ts (first detection) and components/layout/language-switch-link.tsx (explicit switch)',
    category: 'necessary',
    purpose: 'The stored language the home path redirects to',
    retention: '12 months',
    maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE,
  },
  languageExplicitlyChanged: {
    name: 'languageExplicitlyChanged',
    legacy: true,
    area: 'local',
    owner: 'none: the previous site wrote it; the language switch is now a plain link and needs no flag',
    category: 'necessary',
    purpose: 'Spec §3 flag of an explicit language switch, erased if an earlier visit left it',
    retention: 'erased on request',
  },
  nextLocale: {
    name: 'NEXT_LOCALE',
    legacy: true,
    area: 'cookie',
    owner: 'none: next-intl wrote it before its locale cookie was switched off',
    category: 'necessary',
    purpose: 'A language cookie an earlier version may have left, erased on request',
    retention: 'erased on request',
  },
  hasVisited: {
    name: 'has_visited',
    area: 'local',
    owner: 'components/experience/loading-overlay.tsx',
    category: 'necessary',
    purpose: 'The first-visit loading screen is shown once',
    retention: 'until erased',
  },
  adminMode: {
    name: 'admin_mode',
    area: 'local',
    owner: "the site's owner, by hand in the browser's console",
    category: 'necessary',
    purpose: 'Reveals the geo analytics panel (spec §6)',
    retention: 'until erased',
  },
  recoveryReloadAt: {
    name: 'recovery_reload_at',
    area: 'session',
    owner: 'lib/experience/recovery.ts',
    category: 'necessary',
    purpose: 'The app reloads once, never in a loop, after a deployment removed its chunks',
    retention: 'this browsing session',
  },
  consentPreferences: {
    name: 'cookie-preferences',
    area: 'local',
    owner: 'lib/consent/store.ts',
    category: 'necessary',
    purpose: 'The cookie choice: necessary, analytics, marketing, functional',
    retention: '12 months of 30 days, then asked again',
  },
  consentLight: {
    name: 'cookie-consent',
    area: 'local',
    owner: 'lib/consent/store.ts',
    category: 'necessary',
    purpose: 'The cookie choice in its lighter form: analytics and marketing',
    retention: '12 months of 30 days, then asked again',
  },
  consentDate: {
    name: 'cookie-consent-date',
    area: 'local',
    owner: 'lib/consent/store.ts',
    category: 'necessary',
    purpose: 'When the cookie choice was made',
    retention: '12 months of 30 days, then asked again',
  },
  consentVersion: {
    name: 'cookie-consent-version',
    area: 'local',
    owner: 'lib/consent/store.ts',
    category: 'necessary',
    purpose: 'The consent version the choice answered (2.0)',
    retention: '12 months of 30 days, then asked again',
  },
  consentRecord: {
    name: 'gdpr-consent-record',
    area: 'local',
    owner: 'lib/consent/store.ts',
    category: 'necessary',
    purpose: 'Proof of the choice or of its withdrawal',
    retention: '12 months of 30 days, then asked again; kept after a withdrawal as its proof',
  },
  privacyLog: {
    name: 'privacy-log',
    area: 'local',
    owner: 'lib/consent/privacy-log.ts',
    category: 'necessary',
    purpose: 'The history of privacy actions',
    retention: 'the last 100 entries',
  },
  contactDraft: {
    name: 'contact-funnel',
    area: 'session',
    owner: 'lib/contact/browser-store.ts',
    category: 'necessary',
    purpose: 'What the visitor typed in the contact funnel survives a reload',
    retention: 'until sent, or the end of the browsing session',
  },
  contactAttempts: {
    name: 'contact-attempts',
    area: 'local',
    owner: 'lib/contact/browser-store.ts',
    category: 'necessary',
    purpose: 'Send attempts: the browser side of the contact rate limit',
    retention: 'the attempts of the last 15 minutes',
  },
  contactChatLink: {
    name: 'contact-chat-link',
    area: 'session',
    owner: 'lib/contact/browser-store.ts',
    category: 'necessary',
    purpose: 'The prepared chat link, for the chat success page',
    retention: 'this browsing session',
  },
  visitorProfile: {
    name: 'visitor-profile',
    area: 'local',
    owner: 'lib/privacy/visitor-profile.ts',
    category: 'functional',
    purpose: 'Recognises a returning visitor on this device',
    retention: '365 days with analytics consent, 30 days with functional only',
  },
  visitorSession: {
    name: 'visitor-session',
    area: 'session',
    owner: 'lib/privacy/visitor-profile.ts',
    category: 'functional',
    purpose: 'Counts one visit per browsing session in the visitor profile',
    retention: 'this browsing session',
  },
  userDataRecords: {
    name: 'user-data-records',
    area: 'local',
    owner: 'lib/privacy/user-data.ts',
    category: 'functional',
    purpose: 'What the browser keeps, why, on which basis and for how long',
    retention: 'each record its own retention (spec §9)',
  },
  cityViews: {
    name: 'city_page_views',
    area: 'local',
    owner: 'lib/analytics/city-records.ts',
    category: 'analytics',
    purpose: 'City pages viewed, for the admin geo panel',
    retention: 'the last 10 views; 780 days',
  },
  cityCtaClicks: {
    name: 'city_cta_clicks',
    area: 'local',
    owner: 'lib/analytics/city-records.ts',
    category: 'analytics',
    purpose: 'Calls to action clicked on city pages, for the admin geo panel',
    retention: 'the last 20 clicks; 780 days',
  },
  cityDetection: {
    name: 'city-detection',
    area: 'session',
    owner: 'lib/analytics/city-detection.ts',
    category: 'analytics',
    purpose: "The visitor's city as the host estimates it, to suggest its page, and whether the suggestion was hidden",
    retention: 'this browsing session',
  },
  cityBannerViews: {
    name: 'city_banner_views',
    area: 'local',
    owner: 'lib/analytics/city-records.ts',
    category: 'analytics',
    purpose: 'Times the city suggestion was shown and whether it was followed, for the admin geo panel',
    retention: 'the last 20; 780 days',
  },
  analyticsSession: {
    name: 'analytics_session_id',
    area: 'session',
    owner: 'lib/analytics/tracker.ts',
    category: 'analytics',
    purpose: 'The session id sent with each analytics event',
    retention: 'this browsing session',
  },
  googleAnalytics: tagCookie('_ga', 'Google Analytics', 'analytics', 'Distinguishes visitors in audience statistics'),
  googleAnalyticsSession: tagCookie('_gid', 'Google Analytics', 'analytics', 'Distinguishes visitors for a day'),
  googleAnalyticsThrottle: tagCookie('_gat', 'Google Analytics', 'analytics', 'Throttles the request rate'),
  clarityUser: tagCookie('_clck', 'Microsoft Clarity', 'analytics', 'The anonymous id of session recordings'),
  claritySession: tagCookie('_clsk', 'Microsoft Clarity', 'analytics', 'Joins the pages of one recorded session'),
  googleConversionLinker: tagCookie('_gcl', 'Google conversion linker', 'marketing', 'Links an ad click to a request'),
  metaBrowser: tagCookie('_fbp', 'Meta pixel', 'marketing', 'Measures advertising results'),
  metaClick: tagCookie('_fbc', 'Meta pixel', 'marketing', 'Keeps the advertising click that brought the visitor'),
} as const satisfies Record<string, StorageEntry>;

type StorageKeyId = keyof typeof STORAGE_KEYS;
type AreaOf<Id extends StorageKeyId> = (typeof STORAGE_KEYS)[Id]['area'];
/** Entries kept in localStorage or sessionStorage. */
export type StoredItemId = { [Id in StorageKeyId]: AreaOf<Id> extends 'cookie' ? never : Id }[StorageKeyId];
/** Cookies the site itself writes (not the tags' families). */
export type SiteCookieId = {
  [Id in StorageKeyId]: AreaOf<Id> extends 'cookie'
    ? (typeof STORAGE_KEYS)[Id] extends { prefix: true }
      ? never
      : Id
    : never;
}[StorageKeyId];

export const storageEntries = Object.values(STORAGE_KEYS) as readonly StorageEntry[];

/** The tags' cookie families of a category, by name prefix. */
export function trackingCookiePrefixes(category?: 'analytics' | 'marketing'): string[] {
  return storageEntries
    .filter((entry) => entry.prefix && (category === undefined || entry.category === category))
    .map((entry) => entry.name);
}
