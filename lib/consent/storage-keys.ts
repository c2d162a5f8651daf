import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/i18n/language-choice';

/** Where an entry lives: localStorage, sessionStorage or a cookie. */
type StorageArea = 'local' | 'session' | 'cookie';

/**
 * The consent an entry needs; necessary entries need none (docs/behaviour/privacy-and-consent.md#consent-categories).
 */
type StorageCategory = 'necessary' | 'analytics' | 'marketing' | 'functional';

/** What the code needs of an entry; who writes it, why and for how long are in the docs (see STORAGE_KEYS). */
export type StorageEntry = {
  /** The key or cookie name as the browser holds it. */
  name: string;
  area: StorageArea;
  category: StorageCategory;
  /** Tag cookies come in families (`_ga`, `_ga_XYZ`): the name is a prefix. */
  prefix?: true;
  /** Cookies the site writes itself: their lifetime in seconds. */
  maxAgeSeconds?: number;
  /** Never written any more; erased on request if an earlier version of the site left it. */
  legacy?: true;
};

/** A tag's cookie family: the tag writes it, the site only expires it (on refusal, withdrawal and erasure). */
function tagCookie<Category extends 'analytics' | 'marketing'>(name: string, category: Category) {
  return { name, prefix: true, area: 'cookie', category } as const;
}

/**
 * Every key and cookie the site keeps in a browser, named once. Only lib/consent/storage.ts reads and writes
 * them; other modules name an entry by its id here. The My Data panel exports and erases what this list names.
 * Every page's script carries this list, so it holds names only: who writes each entry, why and for how long is
 * the table in docs/behaviour/privacy-and-consent.md#stored-keys (tests/unit/consent-storage.test.ts keeps the two
 * in step).
 *
 * Exceptions that cannot import this module (docs/behaviour/privacy-and-consent.md#storage-exceptions): next-themes'
 * no-flash script reads `theme`, the loading screen's pre-paint script reads `has_visited` (both inline, before any
 * bundle runs), and the service worker (public/sw.js) keeps its own Cache Storage, which is not visitor data.
 */
export const STORAGE_KEYS = {
  theme: { name: 'theme', area: 'local', category: 'necessary' },
  languageCookie: {
    name: LANGUAGE_COOKIE,
    area: 'cookie',
    category: 'necessary',
    maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE,
  },
  languageExplicitlyChanged: { name: 'languageExplicitlyChanged', area: 'local', category: 'necessary' },
  nextLocale: { name: 'NEXT_LOCALE', legacy: true, area: 'cookie', category: 'necessary' },
  /** The language is the cookie's, which the server reads too; the switch once kept a copy here. */
  language: { name: 'language', legacy: true, area: 'local', category: 'necessary' },
  hasVisited: { name: 'has_visited', area: 'local', category: 'necessary' },
  adminMode: { name: 'admin_mode', area: 'local', category: 'necessary' },
  recoveryReloadAt: { name: 'recovery_reload_at', area: 'session', category: 'necessary' },
  /** The consent choice: one record with its preferences, date and version (lib/consent/record.ts). */
  consentRecord: { name: 'gdpr-consent-record', area: 'local', category: 'necessary' },
  /** The forms a choice was once also written in; a returning visitor's are read into the record, then removed. */
  consentPreferences: { name: 'cookie-preferences', legacy: true, area: 'local', category: 'necessary' },
  consentLight: { name: 'cookie-consent', legacy: true, area: 'local', category: 'necessary' },
  consentDate: { name: 'cookie-consent-date', legacy: true, area: 'local', category: 'necessary' },
  consentVersion: { name: 'cookie-consent-version', legacy: true, area: 'local', category: 'necessary' },
  privacyLog: { name: 'privacy-log', area: 'local', category: 'necessary' },
  contactDraft: { name: 'contact-funnel', area: 'session', category: 'necessary' },
  contactAttempts: { name: 'contact-attempts', area: 'local', category: 'necessary' },
  contactChatLink: { name: 'contact-chat-link', area: 'session', category: 'necessary' },
  visitorProfile: { name: 'visitor-profile', area: 'local', category: 'functional' },
  visitorSession: { name: 'visitor-session', area: 'session', category: 'functional' },
  userDataRecords: { name: 'user-data-records', area: 'local', category: 'functional' },
  cityViews: { name: 'city_page_views', area: 'local', category: 'analytics' },
  cityCtaClicks: { name: 'city_cta_clicks', area: 'local', category: 'analytics' },
  cityDetection: { name: 'city-detection', area: 'session', category: 'analytics' },
  cityBannerViews: { name: 'city_banner_views', area: 'local', category: 'analytics' },
  analyticsSession: { name: 'analytics_session_id', area: 'session', category: 'analytics' },
  googleAnalytics: tagCookie('_ga', 'analytics'),
  googleAnalyticsSession: tagCookie('_gid', 'analytics'),
  googleAnalyticsThrottle: tagCookie('_gat', 'analytics'),
  clarityUser: tagCookie('_clck', 'analytics'),
  claritySession: tagCookie('_clsk', 'analytics'),
  googleConversionLinker: tagCookie('_gcl', 'marketing'),
  metaBrowser: tagCookie('_fbp', 'marketing'),
  metaClick: tagCookie('_fbc', 'marketing'),
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
