import type {
  Blog,
  BlogPosting,
  BreadcrumbList,
  City,
  ContactPage,
  Organization,
  Person,
  Place,
  ProfessionalService,
  Service,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { languageName } from '@/i18n/languages';
import { routing, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { siteConfig, type PriceKey, type PriceRange } from '@/site.config';

const { brand, email, phone, ownerName, jobTitle, address, socials } = siteConfig;
const organization = { '@id': `${siteUrl}/#organization` };
const website = { '@id': `${siteUrl}/#website` };
const postalAddress = { '@type': 'PostalAddress', ...address } as const;
const sameAs = Object.values(socials);

const withContext = <T extends Thing>(thing: Exclude<T, string>) =>
  ({ '@context': 'https://schema.org', ...thing }) as WithContext<T>;
const founder = (locale: Locale) => ({ '@type': 'Person', name: ownerName, jobTitle: jobTitle[locale] }) as const;

/** What every page-describing node says of its page; the language is the page's. */
type PageFacts = { locale: Locale; url: string; name: string; description: string };
const page = ({ locale, ...facts }: PageFacts) => ({ ...facts, inLanguage: locale });

export const organizationJsonLd = (locale: Locale, description: string) =>
  withContext<Organization>({
    '@type': 'Organization',
    ...organization,
    name: brand,
    url: siteUrl,
    logo: `${siteUrl}/icon.svg`,
    description,
    email,
    telephone: phone,
    foundingDate: String(siteConfig.foundingYear),
    founder: founder(locale),
    address: postalAddress,
    sameAs,
  });

export const websiteJsonLd = (locale: Locale, homeUrl: string) =>
  withContext<WebSite>({
    '@type': 'WebSite',
    ...website,
    name: brand,
    url: homeUrl,
    inLanguage: locale,
    publisher: organization,
  });

export const breadcrumbJsonLd = (items: { name: string; url: string }[]) =>
  withContext<BreadcrumbList>({
    '@type': 'BreadcrumbList',
    itemListElement: items.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  });

/** The owner as a Person (author page, about page); `url` is the page that describes them. */
export const personJsonLd = (locale: Locale, facts: { description: string; url: string; knowsAbout: string[] }) =>
  withContext<Person>({
    ...founder(locale),
    '@id': `${siteUrl}/#person`,
    ...facts,
    email,
    worksFor: organization,
    address: {
      '@type': 'PostalAddress',
      addressLocality: address.addressLocality,
      addressCountry: address.addressCountry,
    },
    sameAs,
  });

const franceAndEurope: Place[] = [
  { '@type': 'Country', name: 'France' },
  { '@type': 'Place', name: 'Europe' },
];

/**
 * One offered service with its price range from site.config; an open range ("25,000+") has no highest price. Fields
 * left `undefined` are not written (JSON).
 */
export function serviceJsonLd({
  priceKey,
  areaServed = franceAndEurope,
  ...facts
}: Omit<PageFacts, 'locale'> & { priceKey: PriceKey; areaServed?: Place | Place[] }) {
  const { min, max, open, perMonth }: PriceRange = siteConfig.prices[priceKey];
  const highest = open ? undefined : max;
  return withContext<Service>({
    '@type': 'Service',
    ...facts,
    serviceType: facts.name,
    provider: organization,
    areaServed,
    // A range of prices is an AggregateOffer for Google; a monthly fee also says its unit.
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: min,
      highPrice: highest,
      priceSpecification: perMonth
        ? { '@type': 'UnitPriceSpecification', priceCurrency: 'EUR', minPrice: min, maxPrice: highest, unitCode: 'MON' }
        : undefined,
    },
  });
}

/** The contact page: what it is, in which language, and how to reach the organization behind it. */
export const contactPageJsonLd = (facts: PageFacts) =>
  withContext<ContactPage>({
    '@type': 'ContactPage',
    ...page(facts),
    isPartOf: website,
    about: organization,
    mainEntity: {
      '@type': 'Organization',
      ...organization,
      name: brand,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email,
        telephone: phone,
        availableLanguage: routing.locales.map((language) => languageName(language, routing.defaultLocale)),
        areaServed: ['FR', 'EU'],
      },
    },
  });

/** An article of the blog. */
export const blogPostingJsonLd = ({
  locale,
  url,
  authorName,
  authorUrl,
  keywords,
  sections,
  ...article
}: {
  locale: Locale;
  url: string;
  headline: string;
  description: string;
  datePublished: string;
  image?: string;
  authorName?: string;
  authorUrl?: string;
  keywords: string[];
  sections: string[];
}) =>
  withContext<BlogPosting>({
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    ...article,
    url,
    mainEntityOfPage: url,
    inLanguage: locale,
    author: authorName ? { '@type': 'Person', name: authorName, url: authorUrl } : undefined,
    publisher: organization,
    isPartOf: website,
    keywords: keywords.join(', '),
    articleSection: sections,
  });

/** The blog index and the articles it lists. */
export const blogJsonLd = ({
  posts,
  ...facts
}: PageFacts & { posts: { headline: string; url: string; datePublished: string }[] }) =>
  withContext<Blog>({
    '@type': 'Blog',
    ...page(facts),
    publisher: organization,
    blogPost: posts.map((post) => ({ '@type': 'BlogPosting', ...post })),
  });

/** A French city with its region, as the area a service or a business serves. */
export const cityPlace = ({ name, region }: { name: string; region: string }): City => ({
  '@type': 'City',
  name,
  containedInPlace: { '@type': 'AdministrativeArea', name: region },
  address: { '@type': 'PostalAddress', addressLocality: name, addressRegion: region, addressCountry: 'FR' },
});

/**
 * The studio as the local business of a city page: it works from Paris (its address) and serves that city.
 * `priceRange` is the text Google shows, e.g. "€450 – €50,000+".
 */
export const localBusinessJsonLd = ({
  locale,
  url,
  city,
  ...facts
}: Omit<PageFacts, 'name'> & { priceRange: string; city: { name: string; region: string } }) =>
  withContext<ProfessionalService>({
    '@type': 'ProfessionalService',
    '@id': `${url}#business`,
    name: brand,
    url,
    ...facts,
    image: `${siteUrl}/icon.svg`,
    email,
    telephone: phone,
    currenciesAccepted: 'EUR',
    knowsLanguage: routing.locales,
    address: postalAddress,
    geo: { '@type': 'GeoCoordinates', ...siteConfig.geo },
    areaServed: cityPlace(city),
    parentOrganization: organization,
    founder: founder(locale),
  });
