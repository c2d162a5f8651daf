import type { CitySlug } from '@/site.config';

/** The link to a city page, in the shape `Link` and `absoluteUrl` take. */
export function cityHref(slug: CitySlug) {
  return { pathname: '/web-developer/[city]', params: { city: slug } } as const;
}
