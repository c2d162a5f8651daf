import { cache } from 'react';
import { z } from 'zod';
import type { FigureFormatter } from '@/i18n/figures';
import { formatMessages } from '@/i18n/format';
import type { Locale } from '@/i18n/routing';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { findCity, travelFromParis, type CitySlug } from '@/site.config';
import { cityCopySchema, landingCopySchema, type LandingId } from './schema';

/**
 * Checks one page's copy (a file of content/pages/). The pages are rendered at build time, so a missing or
 * malformed file fails `next build` with its name and what is wrong.
 */
export async function readCopy<T>(schema: z.ZodType<T>, file: string, load: () => Promise<unknown>): Promise<T> {
  const copy = await load().catch((cause: unknown) => {
    throw new Error(
      `${file} is missing: each city of site.config and each landing page needs its copy in both languages`,
      {
        cause,
      },
    );
  });
  const parsed = schema.safeParse(copy);
  if (!parsed.success)
    throw new Error(`${file} does not match lib/places/schema.ts:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * A page's copy from content/pages/{kind}/{id}.{locale}.json, checked, with its `{figures}` and, on a city page, the
 * city's journeys.
 */
async function pageCopy<T>(schema: z.ZodType<T>, kind: 'cities' | 'landings', id: string, locale: Locale): Promise<T> {
  const file = `content/pages/${kind}/${id}.${locale}.json`;
  const [copy, figures] = await Promise.all([
    readCopy(schema, file, async () => (await import(`../../content/pages/${kind}/${id}.${locale}.json`)).default),
    getPriceFormatter(locale),
  ]);
  return formatMessages(locale, copy, { ...figures.values(), ...journeyValues(figures, id) });
}

/**
 * A city's journeys from Paris as its copy quotes them (`{trainFromParis}`, `{flightFromParis}`), from the one
 * table of site.config (none for a landing page): a copy that quotes a journey the table does not hold fails the build.
 */
export function journeyValues(figures: FigureFormatter, slug: string): Record<string, string> {
  const city = findCity(slug);
  const travel = city && travelFromParis(city);
  return {
    ...(travel && { trainFromParis: figures.duration(travel.train) }),
    ...(travel?.flight && { flightFromParis: figures.duration(travel.flight) }),
  };
}

/** The copy of one city page, cached per render: the hub, the page and its neighbours all read it. */
export const getCityCopy = cache((locale: Locale, slug: CitySlug) => pageCopy(cityCopySchema, 'cities', slug, locale));

/** The copy of one SEO landing page (docs/behaviour/content.md#city-and-landing-copy). */
export const getLandingCopy = cache((locale: Locale, id: LandingId) =>
  pageCopy(landingCopySchema, 'landings', id, locale),
);
