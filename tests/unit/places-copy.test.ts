import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { formatMessages } from '@/i18n/format';
import { copyValuesWith } from '@/lib/places/copy-values';
import { cityCopySchema, landingCopySchema, landingIds } from '@/lib/places/schema';
import { siteConfig } from '@/site.config';

const catalogues = { en, fr } as const;
const slugs = siteConfig.cities.map((city) => city.slug).sort();
const values = copyValuesWith((amount) => `€${amount}`);

describe.each(['en', 'fr'] as const)('city and landing copy in %s', (locale) => {
  const { Cities, Landings } = catalogues[locale];

  it('has copy for every city of site.config, and for no other city', () => {
    expect(Object.keys(Cities).sort()).toEqual(slugs);
  });

  it('has copy for the 7 landing pages, and no other', () => {
    expect(Object.keys(Landings).sort()).toEqual([...landingIds].sort());
  });

  it.each(siteConfig.cities.map((city) => [city.slug, city.name] as const))(
    '%s: complete copy that names the city',
    (slug, name) => {
      const copy = cityCopySchema.parse(Cities[slug]);
      expect(copy.title).toContain(name);
      expect(copy.h1).toContain(name);
      // Every {placeholder} has a value: a missing one throws.
      expect(() => formatMessages(locale, copy, values)).not.toThrow();
    },
  );

  it.each(landingIds)('%s: complete copy with 4 to 6 FAQs', (id) => {
    const copy = landingCopySchema.parse(Landings[id]);
    expect(copy.faqs.length).toBeGreaterThanOrEqual(4);
    expect(copy.faqs.length).toBeLessThanOrEqual(6);
    expect(() => formatMessages(locale, copy, values)).not.toThrow();
  });

  it('gives every city and landing page its own title, description, h1 and hub tagline', () => {
    const cities = Object.values(Cities);
    const landings = Object.values(Landings);
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
  it.each(slugs)('%s: highlights the same services in both languages', (slug) => {
    const services = (locale: 'en' | 'fr') =>
      catalogues[locale].Cities[slug as keyof typeof en.Cities].services.map((item) => item.service);
    expect(services('fr')).toEqual(services('en'));
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
