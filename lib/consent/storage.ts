/**
 * Browser storage that never throws: private modes, full quotas and the server all read as "nothing
 * stored" (spec §8: storage read failures are silent, defaults returned).
 */

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, kind: Area = 'local'): boolean {
  try {
    const store = area(kind);
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const raw = readItem(key, kind);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): boolean {
  return writeItem(key, JSON.stringify(value), kind);
}

/** Every key held in one storage area, with its raw value. */
export function entries(kind: Area): Record<string, string> {
  const result: Record<string, string> = {};
  try {
    const store = area(kind);
    if (!store) return result;
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key !== null) result[key] = store.getItem(key) ?? '';
    }
  } catch {
    // A partial read is better than none.
  }
  return result;
}

export function clearArea(kind: Area): void {
  try {
    area(kind)?.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** Cookies readable from this page, by name. */
export function readCookies(): Record<string, string> {
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
 * Expires a cookie on this host and on every parent domain, since tags such as the analytics one set
 * theirs on the registrable domain (".example.com") where a host-only deletion would miss them.
 */
export function deleteCookie(name: string): void {
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
