/**
 * The one door to browser storage: localStorage, sessionStorage and cookies, each entry named in storage-keys.ts. It
 * never throws: private modes, full quotas, blocked site data and the server all read as "nothing stored"
 * (docs/behaviour/privacy-and-consent.md#storage-failures).
 */
import { STORAGE_KEYS, type StorageEntry, type StoredItemId } from './storage-keys';

type Area = 'local' | 'session';
const entries: readonly StorageEntry[] = Object.values(STORAGE_KEYS);

/** `apply` on one storage area, or `fallback` when the browser (or the server) refuses it. */
function inArea<T>(area: Area, apply: (store: Storage) => T, fallback: T): T {
  try {
    return apply(area === 'local' ? window.localStorage : window.sessionStorage);
  } catch {
    return fallback;
  }
}

const entry = (id: StoredItemId) => STORAGE_KEYS[id] as StorageEntry & { area: Area };

/** Whether the area can be read at all: a browser that blocks site data refuses it. */
export const storageAvailable = (area: Area) => inArea(area, (store) => store.length >= 0, false);

export const readItem = (id: StoredItemId) => inArea(entry(id).area, (store) => store.getItem(entry(id).name), null);

/** False when the browser refused the write. */
export function writeItem(id: StoredItemId, value: string): boolean {
  return inArea(
    entry(id).area,
    (store) => {
      store.setItem(entry(id).name, value);
      return true;
    },
    false,
  );
}

export const removeItem = (id: StoredItemId) =>
  inArea(entry(id).area, (store) => store.removeItem(entry(id).name), undefined);

export function readJson(id: StoredItemId): unknown {
  try {
    return JSON.parse(readItem(id) ?? 'null');
  } catch {
    return null;
  }
}

export const writeJson = (id: StoredItemId, value: unknown) => writeItem(id, JSON.stringify(value));

/** Empties sessionStorage (the recovery reload starts the session afresh); false when it cannot. */
export function clearSessionStorage(): boolean {
  return inArea(
    'session',
    (store) => {
      store.clear();
      return true;
    },
    false,
  );
}

/** The entry a stored name stands for, so records that keep a key's name can act on it. */
export const storedItemNamed = (name: string) =>
  (Object.keys(STORAGE_KEYS) as (keyof typeof STORAGE_KEYS)[]).find(
    (id): id is StoredItemId => STORAGE_KEYS[id].area !== 'cookie' && STORAGE_KEYS[id].name === name,
  );

/** Calls `onChange` when another tab changes one of these entries, or clears its storage. */
export function onStoredChange(ids: readonly StoredItemId[], onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const names = new Set<string | null>([null, ...ids.map((id) => entry(id).name)]);
  const listener = (event: StorageEvent) => names.has(event.key) && onChange();
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Cookies readable from this page, as [name, value]. */
function readCookies(): [string, string][] {
  const decoded = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  try {
    return document.cookie
      .split(';')
      .map((part): [string, string] => [part.split('=')[0].trim(), decoded(part.split('=').slice(1).join('=').trim())])
      .filter(([name]) => name);
  } catch {
    return [];
  }
}

/** The language cookie, the one cookie the site writes itself. */
export function writeCookie(id: 'languageCookie', value: string): void {
  const { name, maxAgeSeconds } = STORAGE_KEYS[id];
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
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

/** Expires the tags' cookies: all of them, or only one category's. Returns the names it expired. */
export function clearTrackingCookies(category?: 'analytics' | 'marketing'): string[] {
  const prefixes = entries.filter((e) => e.prefix && (!category || e.category === category)).map((e) => e.name);
  const cleared = readCookies()
    .map(([name]) => name)
    .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)));
  cleared.forEach(deleteCookie);
  return cleared;
}

export type StoredEntry = Omit<StorageEntry, 'prefix'> & { value: string };

/** Every registered entry this browser holds, with its raw value: what the My Data export shows. */
export function listStored(): StoredEntry[] {
  const found: StoredEntry[] = [];
  for (const { name, area, category } of entries) {
    const value = area === 'cookie' ? null : inArea(area, (store) => store.getItem(name), null);
    if (value !== null) found.push({ name, area, category, value });
  }
  for (const [name, value] of readCookies()) {
    // Among families, the longest prefix wins (`_gat` is not `_ga`).
    const owner = entries
      .filter((e) => e.area === 'cookie' && (e.prefix ? name.startsWith(e.name) : name === e.name))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (owner) found.push({ name, area: 'cookie', category: owner.category, value });
  }
  return found;
}

/**
 * The My Data erase: expires every cookie this page can see and clears both storage areas, registered or not (a tag may
 * keep entries of its own). Returns the registered entries that survived.
 */
export function eraseStored(): StoredEntry[] {
  for (const [name] of readCookies()) deleteCookie(name);
  for (const area of ['local', 'session'] as const) inArea(area, (store) => store.clear(), undefined);
  return listStored();
}
