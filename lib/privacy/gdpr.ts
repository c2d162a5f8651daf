import { logPrivacyAction } from '@/lib/consent';
import { listStored, parseStored } from '@/lib/consent/storage';
import { slugify } from '@/lib/slugify';
import { siteConfig } from '@/site.config';

/**
 * Everything the site keeps about the visitor in this browser, by area (the consent record, the privacy log, the visitor
 * profile and the user data records among them), and the consent category of each entry.
 */
export function collectVisitorData(now = new Date()) {
  const stored = listStored();
  const inArea = (area: string) =>
    Object.fromEntries(
      stored.filter((entry) => entry.area === area).map(({ name, value }) => [name, parseStored(value) ?? value]),
    );
  return {
    site: siteConfig.brand,
    exportedAt: now.toISOString(),
    localStorage: inArea('local'),
    sessionStorage: inArea('session'),
    cookies: inArea('cookie'),
    categories: Object.fromEntries(stored.map(({ name, category }) => [name, category])),
  };
}

/**
 * Downloads the visitor's data as the brand's slug, then the local date (`camille-laurent-studio-data-2026-01-05.json`:
 * Swedish writes dates as ISO 8601 does), and logs it.
 */
export function exportVisitorData(now = new Date()): void {
  const name = `${slugify(siteConfig.brand)}-data-${now.toLocaleDateString('sv-SE')}.json`;
  const blob = new Blob([JSON.stringify(collectVisitorData(now), null, 2)], { type: 'application/json' });
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  logPrivacyAction('data_exported', { file: name }, now);
}
