import { cache } from 'react';
import { z } from 'zod';
import { formatMessages } from '@/i18n/format';
import type { Locale } from '@/i18n/routing';
import { findCity, travelFromParis, type CitySlug } from '@/site.config';
import type { FigureFormatter } from '@/i18n/figures';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { cityCopySchema, landingCopySchema, type CityCopy, type LandingCopy, type LandingId } from './schema';

/** One way of working with a client at a distance (the hub's list, recalled on each city page). */
export type WorkMode = { icon: string; title: string; text: string };

/**
 * Checks one page's copy (a file of content/pages/). The pages are rendered at build time, so a missing or
 * malformed file fails `next build` with its name and what is wrong.
 */
export async function readCopy<T>(schema: z.ZodType<T>, file: string, load: () => Promise<unknown>): Promise<T> {
  const copy = await load().catch((error: unknown) => {
    throw new Error(
      `${file} is missing: each city of site.config and each landing page needs its copy in both languages`,
      {
        cause: error,
      },
    );
  });
  const parsed = schema.safeParse(copy);
  if (!parsed.success)
    throw new Error(`${file} does not match lib/places/schema.ts:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

type PageValues = (figures: FigureFormatter) => Record<string, string>;

/**
 * A page's copy from content/pages/{kind}/{id}.{locale}.json, checked, with its `{figures}` from site.config
 * (i18n/figures.ts) and the page's own values.
 */
async function pageCopy<T>(
  schema: z.ZodType<T>,
  kind: 'cities' | 'landings',
  locale: Locale,
  id: string,
  pageValues: PageValues = () => ({}),
): Promise<T> {
  const [copy, figures] = await Promise.all([
    readCopy(
      schema,
      `content/pages/${kind}/${id}.${locale}.json`,
      async () => (await import(`../../content/pages/${kind}/${id}.${locale}.json`)).default,
    ),
    getPriceFormatter(locale),
  ]);
  return formatMessages(locale, copy, { ...figures.values(), ...pageValues(figures) });
}

/**
 * A city's journeys from Paris as its copy quotes them (`{trainFromParis}`, `{flightFromParis}`), from the one
 * table of site.config: a copy that quotes a journey the table does not hold fails the build.
 */
export function journeyValues(figures: FigureFormatter, slug: CitySlug): Record<string, string> {
  const city = findCity(slug);
  const travel = city && travelFromParis(city);
  return {
    ...(travel ? { trainFromParis: figures.duration(travel.train) } : {}),
    ...(travel?.flight ? { flightFromParis: figures.duration(travel.flight) } : {}),
  };
}

/**
 * The copy of one city page in a language. Cached per render: a city page reads its own copy for its metadata
 * and its body, and its neighbours' too.
 */
export const getCityCopy = cache((locale: Locale, slug: CitySlug): Promise<CityCopy> =>
  pageCopy(cityCopySchema, 'cities', locale, slug, (figures) => journeyValues(figures, slug)),
);

/** The copy of one SEO landing page in a language (docs/behaviour/content.md#city-and-landing-copy). */
export const getLandingCopy = cache((locale: Locale, id: LandingId): Promise<LandingCopy> =>
  pageCopy(landingCopySchema, 'landings', locale, id),
);
