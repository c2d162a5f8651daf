import { hasConsent } from '@/lib/consent';
import { readJson, writeJson } from '@/lib/consent/storage';
import type { CityDetection } from '@/lib/places/geolocation';
import { findCity } from '@/site.config';

/** The detection kept for the session, with whether the visitor hid the suggestion of their city's page. */
type StoredDetection = CityDetection & { bannerHidden?: boolean };

function parse(value: unknown): StoredDetection | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { available, city, bannerHidden } = value as Record<string, unknown>;
  if (typeof available !== 'boolean') return undefined;
  const known = typeof city === 'string' ? findCity(city) : undefined;
  return { available, city: known?.slug ?? null, bannerHidden: bannerHidden === true };
}

let asking: Promise<StoredDetection | undefined> | undefined;

/**
 * The visitor's city as the host detected it (app/api/geo): asked once per browsing session, and only with
 * analytics consent; undefined without consent or when the question failed.
 */
export function cityDetection(): Promise<StoredDetection | undefined> {
  if (!hasConsent('analytics')) return Promise.resolve(undefined);
  const stored = parse(readJson('cityDetection'));
  if (stored) return Promise.resolve(stored);
  asking ??= fetch('/api/geo', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((answer: unknown) => {
      const detection = parse(answer);
      if (detection && hasConsent('analytics')) writeJson('cityDetection', detection);
      return detection;
    })
    .catch(() => undefined)
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

/** The visitor hid the suggestion: it stays hidden for the rest of the session. */
export function hideCityBanner(): void {
  const stored = parse(readJson('cityDetection'));
  if (stored) writeJson('cityDetection', { ...stored, bannerHidden: true });
}
