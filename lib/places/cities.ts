import { findCity, type City, type CitySlug } from '@/site.config';

/** The link to a city page, in the shape `Link` and `absoluteUrl` take. */
export function cityHref(slug: CitySlug) {
  return { pathname: '/web-developer/[city]', params: { city: slug } } as const;
}

/** The cities site.config lists as a city's neighbours, in that order. */
export function neighboursOf(city: City): City[] {
  return city.neighbours.flatMap((slug) => findCity(slug) ?? []);
}
