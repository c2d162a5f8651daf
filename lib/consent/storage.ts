/**
 * The one door to browser storage: localStorage, sessionStorage and cookies, each entry named in storage-keys.ts. It
 * never throws: private modes, full quotas, blocked site data and the server all read as "nothing stored"
 * (docs/behaviour/privacy-and-consent.md#storage-failures).
 */
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/i18n/language-choice';
import { STORAGE_KEYS, TAG_COOKIES, type StoredItemId } from './storage-keys';

type Area = 'local' | 'session';

/** What `act` returns on one storage area; undefined when the browser (or the server) refuses it. */
function inArea<T>(area: Area, act: (store: Storage) => T): T | undefined {
  try {
    return act(area === 'local' ? window.localStorage : window.sessionStorage);
  } catch {
    return undefined;
  }
}

/** Whether the area can be used at all: a browser that blocks site data refuses it. */
export const storageAvailable = (area: Area) => inArea(area, (store) => store.length) !== undefined;

const read = (area: Area, name: string) => inArea(area, (store) => store.getItem(name)) ?? null;

export const readItem = (id: StoredItemId) => read(STORAGE_KEYS[id].area, STORAGE_KEYS[id].name);

/** False when the browser refused the write. */
export const writeItem = (id: StoredItemId, value: string) =>
  inArea(STORAGE_KEYS[id].area, (store) => store.setItem(STORAGE_KEYS[id].name, value) ?? true) ?? false;

export const removeItem = (id: StoredItemId) =>
  inArea(STORAGE_KEYS[id].area, (store) => store.removeItem(STORAGE_KEYS[id].name));

/** Empties one area, registered entries or not; false when it cannot. */
export const clearArea = (area: Area) => inArea(area, (store) => store.clear() ?? true) ?? false;

/** The value a stored text holds as JSON; undefined when it is not JSON. */
export function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const readJson = (id: StoredItemId) => parseStored(readItem(id) ?? 'null') ?? null;

export const writeJson = (id: StoredItemId, value: unknown) => writeItem(id, JSON.stringify(value));

/** Calls `onChange` when another tab changes one of these entries, or clears its storage. */
export function onStoredChange(ids: readonly StoredItemId[], onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const names = new Set<string | null>([null, ...ids.map((id) => STORAGE_KEYS[id].name)]);
  const listener = (event: StorageEvent) => names.has(event.key) && onChange();
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Cookies readable from this page, as [name, value]. */
function readCookies(): [string, string][] {
  try {
    return document.cookie.split(';').flatMap((part): [string, string][] => {
      const [name, ...value] = part.split('=');
      return name.trim() ? [[name.trim(), value.join('=').trim()]] : [];
    });
  } catch {
    return [];
  }
}

/** The language cookie, the one cookie the site writes itself. */
export function writeLanguageCookie(locale: string): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
  } catch {
    // Cookies unavailable: the choice simply is not kept.
  }
}

/**
 * Expires a cookie on this host and on every parent domain, since tags such as the analytics one set theirs on the
 * registrable domain (".example.com") where a host-only deletion would miss them.
 */
function deleteCookie(name: string): void {
  try {
    const expired = `${name}=; max-age=0; path=/`;
    document.cookie = expired;
    const labels = window.location.hostname.split('.');
    for (let i = 0; i < labels.length - 1; i += 1) document.cookie = `${expired}; domain=.${labels.slice(i).join('.')}`;
  } catch {
    // Cookies unavailable: nothing to delete.
  }
}

/** The tag a cookie belongs to by its family's prefix, or undefined. */
const tagOf = (name: string) =>
  (['analytics', 'marketing'] as const).find((tag) => TAG_COOKIES[tag].some((prefix) => name.startsWith(prefix)));

/** Expires the tags' cookies: all of them, or only one category's. Returns the names it expired. */
export function clearTrackingCookies(category?: keyof typeof TAG_COOKIES): string[] {
  const cleared = readCookies()
    .map(([name]) => name)
    .filter((name) => tagOf(name) && (!category || tagOf(name) === category));
  cleared.forEach(deleteCookie);
  return cleared;
}

/** Every registered entry and known cookie this browser holds, with its raw value: what the My Data export shows. */
export function listStored() {
  const items = Object.values(STORAGE_KEYS).flatMap(({ name, area, category }) => {
    const value = read(area, name);
    return value === null ? [] : [{ name, area, category, value }];
  });
  const cookies = readCookies().flatMap(([name, value]) => {
    const category = name === LANGUAGE_COOKIE ? 'necessary' : tagOf(name);
    return category ? [{ name, area: 'cookie' as const, category, value }] : [];
  });
  return [...items, ...cookies];
}

/**
 * The My Data erase: expires every cookie this page can see and clears both storage areas, registered or not (a tag may
 * keep entries of its own). Returns the registered entries that survived.
 */
export function eraseStored() {
  for (const [name] of readCookies()) deleteCookie(name);
  clearArea('local');
  clearArea('session');
  return listStored();
}
