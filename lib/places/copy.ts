import { getMessages } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatMessages } from '@/i18n/format';
import type { CitySlug } from '@/site.config';
import { copyValues } from './copy-values';
import { cityCopySchema, landingCopySchema, type CityCopy, type LandingCopy, type LandingId } from './schema';

/** One way of working with a client at a distance (the hub's list, recalled on each city page). */
export type WorkMode = { icon: string; title: string; text: string };

/**
 * The copy of one city page in a language, checked and with its figures filled in from site.config. Indexing the
 * typed catalogue by `CitySlug` makes a city without English copy a type error; tests check the French.
 * Cached per render: a city page reads its own copy for its metadata and its body, and its neighbours' too.
 */
export const getCityCopy = cache(async (locale: Locale, slug: CitySlug): Promise<CityCopy> => {
  const [messages, values] = await Promise.all([getMessages({ locale }), copyValues(locale)]);
  return formatMessages(locale, cityCopySchema.parse(messages.Cities[slug]), values);
});

/** The copy of one SEO landing page in a language (spec §2: title, metaDescription, h1, heroContent, fullContent, faqs). */
export const getLandingCopy = cache(async (locale: Locale, id: LandingId): Promise<LandingCopy> => {
  const [messages, values] = await Promise.all([getMessages({ locale }), copyValues(locale)]);
  return formatMessages(locale, landingCopySchema.parse(messages.Landings[id]), values);
});
