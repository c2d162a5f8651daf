import { slugify } from '@/lib/slugify';
import { siteConfig, type CitySlug } from '@/site.config';

/** What the host says of the visitor's city: `available` when it named one, `city` when that city has a page. */
export type CityDetection = { available: boolean; city: CitySlug | null };

/**
 * A city name is short: anything longer is cut before it is decoded or compared.
 * @public named in docs/behaviour/constants.md
 */
export const HEADER_MAX_LENGTH = 200;

/**
 * The visitor's city among site.config's, from Vercel's geolocation headers (set from the visitor's IP, the city
 * URL-encoded). `trusted` says whether the host sets them: anywhere else a client could write them, so they are ignored.
 */
export function detectCity(headers: Headers, trusted: boolean): CityDetection {
  const raw = trusted ? headers.get('x-vercel-ip-city')?.trim().slice(0, HEADER_MAX_LENGTH) : undefined;
  if (!raw) return { available: false, city: null };
  const country = headers.get('x-vercel-ip-country')?.trim().toUpperCase();
  // The cities with a page are French ones: a Paris elsewhere is not ours.
  if (country && country !== siteConfig.address.addressCountry) return { available: true, city: null };
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // A malformed escape is read as it is.
  }
  const key = slugify(name);
  const city = siteConfig.cities.find((candidate) => candidate.slug === key || slugify(candidate.name) === key);
  return { available: true, city: city?.slug ?? null };
}
