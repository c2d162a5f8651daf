import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/i18n/language-choice';

/** An entry's place and the consent it needs (docs/behaviour/privacy-and-consent.md#consent-categories). */
export type StorageEntry = {
  /** The key or cookie name as the browser holds it; for a tag's cookie family (`_ga`, `_ga_XYZ`), its prefix. */
  name: string;
  area: 'local' | 'session' | 'cookie';
  category: 'necessary' | 'analytics' | 'marketing' | 'functional';
  prefix?: true;
};

/** A tag's cookie family: the tag writes it, the site only expires it (on refusal, withdrawal and erasure). */
const tagCookie = (name: string, category: 'analytics' | 'marketing') =>
  ({ name, prefix: true, area: 'cookie', category }) as const;

/**
 * Every key and cookie the site keeps in a browser, named once. Only lib/consent/storage.ts reads and writes them;
 * other modules name an entry by its id here, and the My Data panel exports and erases what this list names. Who
 * writes each entry, why and for how long: docs/behaviour/privacy-and-consent.md#stored-keys (held to this list by
 * tests/unit/consent-storage.test.ts), with the few pieces that cannot import it (#storage-exceptions).
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
  hasVisited: { name: 'has_visited', area: 'local', category: 'necessary' },
  adminMode: { name: 'admin_mode', area: 'local', category: 'necessary' },
  recoveryReloadAt: { name: 'recovery_reload_at', area: 'session', category: 'necessary' },
  consentRecord: { name: 'gdpr-consent-record', area: 'local', category: 'necessary' },
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
} as const satisfies Record<string, StorageEntry & { maxAgeSeconds?: number }>;

type StorageKeyId = keyof typeof STORAGE_KEYS;
/** Entries kept in localStorage or sessionStorage. */
export type StoredItemId = {
  [Id in StorageKeyId]: (typeof STORAGE_KEYS)[Id]['area'] extends 'cookie' ? never : Id;
}[StorageKeyId];
