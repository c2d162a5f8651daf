import { forgetConsent, readStoredRecord } from '@/lib/consent';
import { TRACKING_COOKIE_PREFIXES } from '@/lib/consent/constants';
import { clearArea, deleteCookie, entries, readCookies } from '@/lib/consent/storage';
import { LANGUAGE_COOKIE } from '@/i18n/language-choice';
import { siteConfig } from '@/site.config';
import { logPrivacyAction, readPrivacyLog } from './log';
import { readUserData } from './user-data';
import { readVisitorProfile } from './visitor-profile';

/** The product prefix of exported files: the brand as a slug ("camille-laurent-studio"). */
export const EXPORT_PREFIX = siteConfig.brand
  .normalize('NFD')
  .replace(/[\u0300-\u036f]/g, '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-|-$/g, '');

export function exportFileName(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${EXPORT_PREFIX}-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

function parsed(values: Record<string, string>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    try {
      result[key] = JSON.parse(raw);
    } catch {
      result[key] = raw;
    }
  }
  return result;
}

/** Everything the site keeps about the visitor in this browser, the privacy records first. */
export function collectVisitorData(now = new Date()) {
  return {
    site: siteConfig.brand,
    origin: typeof window === 'undefined' ? '' : window.location.origin,
    exportedAt: now.toISOString(),
    consent: readStoredRecord(),
    visitorProfile: readVisitorProfile(),
    userDataRecords: readUserData(),
    privacyLog: readPrivacyLog(),
    localStorage: parsed(entries('local')),
    sessionStorage: parsed(entries('session')),
    cookies: readCookies(),
  };
}

/** Downloads the visitor's data as a JSON file named `<prefix>-data-YYYY-MM-DD.json`. */
export function exportVisitorData(now = new Date()): string {
  const name = exportFileName(now);
  const blob = new Blob([JSON.stringify(collectVisitorData(now), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  logPrivacyAction('data_exported', { file: name }, now);
  return name;
}

/** Cookies the site itself sets, beyond whatever is readable at the moment. */
const SITE_COOKIES = [LANGUAGE_COOKIE, 'NEXT_LOCALE'];

/**
 * Removes every key and cookie the site set in this browser: nothing is kept, not even a log entry.
 * Throws when something survived, so the visitor is told rather than falsely reassured.
 */
export function eraseVisitorData(): void {
  forgetConsent();
  for (const name of new Set([...Object.keys(readCookies()), ...SITE_COOKIES])) deleteCookie(name);
  clearArea('local');
  clearArea('session');
  const left = Object.keys(readCookies()).filter(
    (name) => SITE_COOKIES.includes(name) || TRACKING_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
  if (left.length > 0 || Object.keys(entries('local')).length > 0) throw new Error('Some data could not be deleted');
}
