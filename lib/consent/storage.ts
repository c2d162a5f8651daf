/**
 * The one door to browser storage: localStorage, sessionStorage and cookies, each entry named in
 * storage-keys.ts. It never throws: private modes, full quotas and the server all read as "nothing
 * stored" (docs/behaviour/privacy-and-consent.md#storage-failures).
 */
import {
  STORAGE_KEYS,
  storageEntries,
  trackingCookiePrefixes,
  type SiteCookieId,
  type StorageEntry,
  type StoredItemId,
} from './storage-keys';

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

const entryOf = (id: StoredItemId) => STORAGE_KEYS[id] as StorageEntry & { area: Area };

/** Whether the area can be read at all: a browser that blocks site data refuses it. */
export function storageAvailable(kind: Area): boolean {
  try {
    return area(kind)?.length !== undefined;
  } catch {
    return false;
  }
}

export function readItem(id: StoredItemId): string | null {
  const { name, area: kind } = entryOf(id);
  try {
    return area(kind)?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(id: StoredItemId, value: string): boolean {
  const { name, area: kind } = entryOf(id);
  try {
    const store = area(kind);
    if (!store) return false;
    store.setItem(name, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(id: StoredItemId): void {
  const { name, area: kind } = entryOf(id);
  try {
    area(kind)?.removeItem(name);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson(id: StoredItemId): unknown {
  const raw = readItem(id);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(id: StoredItemId, value: unknown): boolean {
  return writeItem(id, JSON.stringify(value));
}

/** Empties sessionStorage (the recovery reload starts the session afresh); false when it cannot. */
export function clearSessionStorage(): boolean {
  try {
    const store = area('session');
    store?.clear();
    return store !== null;
  } catch {
    return false;
  }
}

/** The entry a stored name stands for, so records that persist a key's name can act on it. */
export function storedItemNamed(name: string): StoredItemId | undefined {
  return (Object.keys(STORAGE_KEYS) as (keyof typeof STORAGE_KEYS)[]).find(
    (id): id is StoredItemId => STORAGE_KEYS[id].name === name && STORAGE_KEYS[id].area !== 'cookie',
  );
}

/** Calls `onChange` when another tab changes one of these entries, or clears its storage. */
export function onStoredChange(ids: readonly StoredItemId[], onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const names = new Set<string>(ids.map((id) => STORAGE_KEYS[id].name));
  const listener = (event: StorageEvent) => {
    if (event.key === null || names.has(event.key)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Cookies readable from this page, by name. */
function readCookies(): Record<string, string> {
  const result: Record<string, string> = {};
  try {
    if (typeof document === 'undefined' || !document.cookie) return result;
    for (const part of document.cookie.split(';')) {
      const index = part.indexOf('=');
      const name = (index < 0 ? part : part.slice(0, index)).trim();
      if (!name) continue;
      const value = index < 0 ? '' : part.slice(index + 1).trim();
      try {
        result[name] = decodeURIComponent(value);
      } catch {
        result[name] = value;
      }
    }
  } catch {
    // Cookies unavailable: nothing to report.
  }
  return result;
}

/**
 * Removes what an earlier version of the site wrote and this one never writes (the registry's `legacy` entries), so a
 * returning visitor's browser keeps exactly what the privacy policy lists.
 */
export function removeLegacyEntries(): void {
  for (const entry of storageEntries) {
    if (!entry.legacy) continue;
    if (entry.area === 'cookie') deleteCookie(entry.name);
    else
      try {
        area(entry.area)?.removeItem(entry.name);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
  }
}

export function writeCookie(id: SiteCookieId, value: string): void {
  const { name, maxAgeSeconds } = STORAGE_KEYS[id] as StorageEntry;
  try {
    if (typeof document === 'undefined') return;
    const lifetime = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/${lifetime}; samesite=lax`;
  } catch {
    // Cookies unavailable: the choice simply is not kept.
  }
}

/**
 * Expires a cookie on this host and on every parent domain, since tags such as the analytics one set
 * theirs on the registrable domain (".example.com") where a host-only deletion would miss them.
 */
function deleteCookie(name: string): void {
  try {
    if (typeof document === 'undefined') return;
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/`;
    document.cookie = expired;
    const labels = window.location.hostname.split('.');
    for (let i = 0; i < labels.length - 1; i += 1) {
      document.cookie = `${expired}; domain=.${labels.slice(i).join('.')}`;
    }
  } catch {
    // Cookies unavailable: nothing to delete.
  }
}

/** Expires the tags' cookies: all of them, or only one category's. Returns the names it expired. */
export function clearTrackingCookies(category?: 'analytics' | 'marketing'): string[] {
  const prefixes = trackingCookiePrefixes(category);
  const cleared = Object.keys(readCookies()).filter((name) => prefixes.some((prefix) => name.startsWith(prefix)));
  cleared.forEach(deleteCookie);
  return cleared;
}

export type StoredEntry = {
  name: string;
  area: StorageEntry['area'];
  category: StorageEntry['category'];
  value: string;
};

/** The registry entry a cookie belongs to; among families, the longest prefix (`_gat` is not `_ga`). */
function cookieEntry(name: string): StorageEntry | undefined {
  let best: StorageEntry | undefined;
  for (const entry of storageEntries) {
    if (entry.area !== 'cookie' || !(entry.prefix ? name.startsWith(entry.name) : name === entry.name)) continue;
    if (!best || entry.name.length > best.name.length) best = entry;
  }
  return best;
}

/** Every registered entry this browser holds, with its raw value: what the My Data export shows. */
export function listStored(): StoredEntry[] {
  const found: StoredEntry[] = [];
  for (const entry of storageEntries) {
    if (entry.area === 'cookie') continue;
    try {
      const value = area(entry.area)?.getItem(entry.name);
      if (value !== null && value !== undefined)
        found.push({ name: entry.name, area: entry.area, category: entry.category, value });
    } catch {
      // A partial read is better than none.
    }
  }
  for (const [name, value] of Object.entries(readCookies())) {
    const entry = cookieEntry(name);
    if (entry) found.push({ name, area: 'cookie', category: entry.category, value });
  }
  return found;
}

/**
 * The My Data erase: removes every registered entry, then whatever else the site's pages left in this
 * origin's storage (a tag may keep keys of its own there). Returns the registered entries that survived.
 */
export function eraseStored(): StoredEntry[] {
  clearTrackingCookies();
  for (const entry of storageEntries) if (entry.area === 'cookie' && !entry.prefix) deleteCookie(entry.name);
  for (const kind of ['local', 'session'] as const) {
    try {
      area(kind)?.clear();
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
  return listStored();
}
