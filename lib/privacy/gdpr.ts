import { eraseBrowserData, logPrivacyAction, readPrivacyLog, readStoredRecord } from '@/lib/consent';
import { listStored } from '@/lib/consent/storage';
import { siteConfig } from '@/site.config';
import { readUserData, readVisitorProfile } from './records';

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

function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Everything the site keeps about the visitor in this browser, the privacy records first. */
export function collectVisitorData(now = new Date()) {
  const stored = listStored();
  const inArea = (area: string) =>
    Object.fromEntries(stored.filter((entry) => entry.area === area).map(({ name, value }) => [name, parsed(value)]));
  return {
    site: siteConfig.brand,
    origin: window.location.origin,
    exportedAt: now.toISOString(),
    consent: readStoredRecord(),
    visitorProfile: readVisitorProfile(),
    userDataRecords: readUserData(),
    privacyLog: readPrivacyLog(),
    localStorage: inArea('local'),
    sessionStorage: inArea('session'),
    cookies: Object.fromEntries(
      stored.filter((entry) => entry.area === 'cookie').map(({ name, value }) => [name, value]),
    ),
    /** Which consent category each entry belongs to ("necessary" needs none). */
    categories: Object.fromEntries(stored.map(({ name, category }) => [name, category])),
  };
}

/** Downloads the visitor's data as `<prefix>-data-YYYY-MM-DD.json` and logs it. */
export function exportVisitorData(now = new Date()): string {
  const name = exportFileName(now);
  const blob = new Blob([JSON.stringify(collectVisitorData(now), null, 2)], { type: 'application/json' });
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  logPrivacyAction('data_exported', { file: name }, now);
  return name;
}

/** Removes everything the site set in this browser; throws when something survived, so the visitor is told. */
export function eraseVisitorData(): void {
  if (eraseBrowserData().length > 0) throw new Error('Some data could not be deleted');
}
