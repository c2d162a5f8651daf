import { slugify } from '@/lib/slugify';
import { siteConfig, type CitySlug } from '@/site.config';

/** Vercel's geolocation request headers (the city is URL-encoded): the platform sets them from the visitor's IP. */
const GEO_HEADERS = { city: 'x-vercel-ip-city', country: 'x-vercel-ip-country' } as const;

/** What the host says of the visitor's city: `available` when it named one, `city` when that city has a page. */
export type CityDetection = { available: boolean; city: CitySlug | null };

const NO_DETECTION: CityDetection = { available: false, city: null };

/**
 * A city name is short: anything longer is cut before it is decoded or compared.
 * @public named in docs/behaviour/constants.md
 */
export const HEADER_MAX_LENGTH = 200;

function decodedCity(raw: string): string {
  const capped = raw.slice(0, HEADER_MAX_LENGTH);
  try {
    return decodeURIComponent(capped);
  } catch {
    return capped;
  }
}

/**
 * The visitor's city among site.config's, from the host's geolocation headers. `trusted` says whether the host
 * sets them: anywhere else a client could write them itself, so they are ignored.
 */
export function detectCity(headers: Headers, trusted: boolean): CityDetection {
  const raw = trusted ? headers.get(GEO_HEADERS.city)?.trim() : undefined;
  if (!raw) return NO_DETECTION;
  const country = headers.get(GEO_HEADERS.country)?.trim().toUpperCase();
  // The cities with a page are French ones: a Paris elsewhere is not ours.
  if (country && country !== siteConfig.address.addressCountry) return { available: true, city: null };
  const key = slugify(decodedCity(raw));
  const city = siteConfig.cities.find((candidate) => candidate.slug === key || slugify(candidate.name) === key);
  return { available: true, city: city?.slug ?? null };
}
