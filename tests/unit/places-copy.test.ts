/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatMessages } from '@/i18n/format';
import { routing, type Locale } from '@/i18n/routing';
import { journeyValues, readCopy } from '@/lib/places/copy';
import { catalogue } from '@/i18n/catalogue';
import { figureFormatter } from '@/i18n/figures';
import { cityCopySchema, landingCopySchema, landingIds, type CityCopy, type LandingCopy } from '@/lib/places/schema';
import en from '@/messages/en.json';
import { siteConfig, travelFromParis, type CitySlug } from '@/site.config';

const { locales } = routing;
const slugs = siteConfig.cities.map((city) => city.slug).sort();
const values = figureFormatter('en', en).values();
/** A language's figures, from its own catalogue. */
const formatterOf = async (locale: Locale) => figureFormatter(locale, await catalogue(locale));
/** A city's copy with every value its page writes in: site.config's figures and the city's journeys. */
const cityValues = async (slug: CitySlug, locale: Locale) => ({
  ...values,
  ...journeyValues(await formatterOf(locale), slug),
});

const pagesFolder = path.join(process.cwd(), 'content', 'pages');
const fileOf = (kind: 'cities' | 'landings', id: string, locale: Locale) =>
  `content/pages/${kind}/${id}.${locale}.json`;
const readJson = (file: string) => async () =>
  JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as unknown;

const cityCopy = (slug: string, locale: Locale) =>
  readCopy(cityCopySchema, fileOf('cities', slug, locale), readJson(fileOf('cities', slug, locale)));
const landingCopy = (id: string, locale: Locale) =>
  readCopy(landingCopySchema, fileOf('landings', id, locale), readJson(fileOf('landings', id, locale)));

describe('the copy files of content/pages', () => {
  it('are one per city of site.config and per landing page, in each language, and no other', () => {
    const expected = (ids: readonly string[]) =>
      ids.flatMap((id) => locales.map((locale) => `${id}.${locale}.json`)).sort();
    expect(readdirSync(path.join(pagesFolder, 'cities')).sort()).toEqual(expected(slugs));
    expect(readdirSync(path.join(pagesFolder, 'landings')).sort()).toEqual(expected(landingIds));
  });
});

describe.each(locales)('city and landing copy in %s', (locale) => {
  it.each(siteConfig.cities.map((city) => [city.slug, city.name] as const))(
    '%s: complete copy that names the city',
    async (slug, name) => {
      const copy = await cityCopy(slug, locale);
      expect(copy.title).toContain(name);
      expect(copy.h1).toContain(name);
      // Every {placeholder} has a value: a missing one throws.
      const cityFigures = await cityValues(slug, locale);
      expect(() => formatMessages(locale, copy, cityFigures)).not.toThrow();
    },
  );

  it.each(siteConfig.cities.map((city) => [city.slug, city] as const))(
    '%s: its journeys from Paris are those of site.config, and so are its superlatives',
    async (slug, city) => {
      const copy = formatMessages(locale, await cityCopy(slug, locale), await cityValues(slug, locale));
      const travel = travelFromParis(city);
      const figures = await formatterOf(locale);
      if (travel) {
        expect(copy.glance.travel).toContain(figures.duration(travel.train));
        if (travel.flight) expect(copy.glance.travel).toContain(figures.duration(travel.flight));
      }
      // "The closest of my cities" or "the furthest" by train is true of the table.
      const trains = siteConfig.cities.flatMap((other) => travelFromParis(other)?.train ?? []);
      const text = JSON.stringify(copy);
      if (/closest of my cities|la plus proche de mes villes/.test(text))
        expect(travel?.train).toBe(Math.min(...trains));
      if (/furthest of my cities|la plus éloignée de mes villes/.test(text))
        expect(travel?.train).toBe(Math.max(...trains));
    },
  );

  it.each(landingIds)('%s: complete copy with 4 to 6 FAQs', async (id) => {
    const copy = await landingCopy(id, locale);
    expect(copy.faqs.length).toBeGreaterThanOrEqual(4);
    expect(copy.faqs.length).toBeLessThanOrEqual(6);
    expect(() => formatMessages(locale, copy, values)).not.toThrow();
  });

  it('gives every city and landing page its own title, description, h1 and hub tagline', async () => {
    const cities: CityCopy[] = await Promise.all(slugs.map((slug) => cityCopy(slug, locale)));
    const landings: LandingCopy[] = await Promise.all(landingIds.map((id) => landingCopy(id, locale)));
    for (const field of ['title', 'h1'] as const) {
      const all = [...cities, ...landings].map((page) => page[field]);
      expect(new Set(all).size).toBe(all.length);
    }
    for (const texts of [
      cities.map((city) => city.description),
      cities.map((city) => city.tagline),
      cities.map((city) => city.economy.paragraphs[0]),
      landings.map((landing) => landing.metaDescription),
    ]) {
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});

describe('English and French copy', () => {
  it.each(slugs)('%s: highlights the same services in both languages', async (slug) => {
    const services = async (locale: Locale) => (await cityCopy(slug, locale)).services.map((item) => item.service);
    expect(await services('fr')).toEqual(await services('en'));
  });
});

describe('readCopy', () => {
  it('names the file and the faulty field of a malformed copy', async () => {
    const copy = JSON.parse(readFileSync(path.join(process.cwd(), fileOf('cities', 'lyon', 'fr')), 'utf8'));
    delete copy.faq;
    await expect(readCopy(cityCopySchema, 'content/pages/cities/lyon.fr.json', async () => copy)).rejects.toThrow(
      /content\/pages\/cities\/lyon\.fr\.json does not match[\s\S]*faq/,
    );
  });

  it('names a missing file', async () => {
    await expect(
      readCopy(cityCopySchema, 'content/pages/cities/lyon.de.json', () =>
        Promise.reject(new Error('Cannot find module')),
      ),
    ).rejects.toThrow('content/pages/cities/lyon.de.json is missing');
  });
});

describe('formatMessages', () => {
  it('fills placeholders in nested lists with the values', () => {
    expect(formatMessages('en', { faq: [{ answer: 'From {websiteFrom}, {years}+ years' }] }, values)).toEqual({
      faq: [{ answer: `From €${siteConfig.prices.website.min}, ${siteConfig.claims.yearsOfExperience}+ years` }],
    });
  });

  it('refuses a placeholder without a value', () => {
    expect(() => formatMessages('en', ['From {unknownPrice}'], values)).toThrow();
  });
});
