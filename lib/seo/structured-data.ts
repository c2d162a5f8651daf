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

const organizationId = `${siteUrl}/#organization`;
const websiteId = `${siteUrl}/#website`;
const { brand, email, phone, ownerName, jobTitle, address, socials } = siteConfig;

const withContext = <T extends Thing>(thing: Exclude<T, string>) =>
  ({ '@context': 'https://schema.org', ...thing }) as WithContext<T>;
const founder = (locale: Locale): Exclude<Person, string> => ({
  '@type': 'Person',
  name: ownerName,
  jobTitle: jobTitle[locale],
});

/** What every page-describing node says of its page. */
type PageFacts = { locale: Locale; url: string; name: string; description: string };

export const organizationJsonLd = (locale: Locale, description: string) =>
  withContext<Organization>({
    '@type': 'Organization',
    '@id': organizationId,
    name: brand,
    url: siteUrl,
    logo: `${siteUrl}/icon.svg`,
    description,
    email,
    telephone: phone,
    foundingDate: String(siteConfig.foundingYear),
    founder: founder(locale),
    address: { '@type': 'PostalAddress', ...address },
    sameAs: Object.values(socials),
  });

export const websiteJsonLd = (locale: Locale, homeUrl: string) =>
  withContext<WebSite>({
    '@type': 'WebSite',
    '@id': websiteId,
    name: brand,
    url: homeUrl,
    inLanguage: locale,
    publisher: { '@id': organizationId },
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
export const personJsonLd = (
  locale: Locale,
  { description, url, knowsAbout }: { description: string; url: string; knowsAbout: string[] },
) =>
  withContext<Person>({
    ...founder(locale),
    '@id': `${siteUrl}/#person`,
    description,
    url,
    email,
    worksFor: { '@id': organizationId },
    address: {
      '@type': 'PostalAddress',
      addressLocality: address.addressLocality,
      addressCountry: address.addressCountry,
    },
    knowsAbout,
    sameAs: Object.values(socials),
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
  name,
  description,
  url,
  priceKey,
  areaServed = franceAndEurope,
}: Omit<PageFacts, 'locale'> & { priceKey: PriceKey; areaServed?: Place | Place[] }) {
  const { min, max, open, perMonth }: PriceRange = siteConfig.prices[priceKey];
  const highest = open ? undefined : max;
  return withContext<Service>({
    '@type': 'Service',
    name,
    description,
    url,
    serviceType: name,
    provider: { '@id': organizationId },
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
export const contactPageJsonLd = ({ locale, name, description, url }: PageFacts) =>
  withContext<ContactPage>({
    '@type': 'ContactPage',
    name,
    description,
    url,
    inLanguage: locale,
    isPartOf: { '@id': websiteId },
    about: { '@id': organizationId },
    mainEntity: {
      '@type': 'Organization',
      '@id': organizationId,
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
export const blogPostingJsonLd = (article: {
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
    '@id': `${article.url}#article`,
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: article.locale,
    datePublished: article.datePublished,
    image: article.image,
    author: article.authorName ? { '@type': 'Person', name: article.authorName, url: article.authorUrl } : undefined,
    publisher: { '@id': organizationId },
    isPartOf: { '@id': websiteId },
    keywords: article.keywords.join(', '),
    articleSection: article.sections,
  });

/** The blog index and the articles it lists. */
export const blogJsonLd = ({
  locale,
  url,
  name,
  description,
  posts,
}: PageFacts & { posts: { headline: string; url: string; datePublished: string }[] }) =>
  withContext<Blog>({
    '@type': 'Blog',
    name,
    description,
    url,
    inLanguage: locale,
    publisher: { '@id': organizationId },
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
  description,
  priceRange,
  city,
}: Omit<PageFacts, 'name'> & { priceRange: string; city: { name: string; region: string } }) =>
  withContext<ProfessionalService>({
    '@type': 'ProfessionalService',
    '@id': `${url}#business`,
    name: brand,
    description,
    url,
    image: `${siteUrl}/icon.svg`,
    email,
    telephone: phone,
    priceRange,
    currenciesAccepted: 'EUR',
    knowsLanguage: routing.locales,
    address: { '@type': 'PostalAddress', ...address },
    geo: { '@type': 'GeoCoordinates', ...siteConfig.geo },
    areaServed: cityPlace(city),
    parentOrganization: { '@id': organizationId },
    founder: founder(locale),
  });
