/** A consent category (docs/behaviour/privacy-and-consent.md#consent-categories); necessary storage needs none. */
export type Category = 'necessary' | 'analytics' | 'marketing' | 'functional';

/**
 * Every key the site keeps in localStorage or sessionStorage, named once. Only lib/consent/storage.ts reads and writes
 * them; other modules name an entry by its id here, and the My Data panel exports and erases what this list names. Who
 * writes each entry, why and for how long: docs/behaviour/privacy-and-consent.md#stored-keys (held to this list by
 * tests/unit/consent-storage.test.ts), with the few pieces that cannot import it (#storage-exceptions).
 */
export const STORAGE_KEYS = {
  theme: { name: 'theme', area: 'local', category: 'necessary' },
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
} as const satisfies Record<string, { name: string; area: 'local' | 'session'; category: Category }>;

export type StoredItemId = keyof typeof STORAGE_KEYS;

/**
 * The tags' cookie families, by prefix (`_ga` is also `_ga_XYZ`): the tags write them, the site only expires them, on
 * refusal, withdrawal and erasure. The site's own cookie is the language (i18n/language-choice.ts).
 */
export const TAG_COOKIES = {
  analytics: ['_ga', '_gid', '_gat', '_clck', '_clsk'],
  marketing: ['_gcl', '_fbp', '_fbc'],
} as const;
