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
  WebSite,
  WithContext,
} from 'schema-dts';
import { languageName } from '@/i18n/languages';
import { routing, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { siteConfig, type PriceKey, type PriceRange } from '@/site.config';

const organizationId = `${siteUrl}/#organization`;

export function organizationJsonLd(locale: Locale, description: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: siteConfig.brand,
    url: siteUrl,
    logo: `${siteUrl}/icon.svg`,
    description,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    foundingDate: String(siteConfig.foundingYear),
    founder: { '@type': 'Person', name: siteConfig.ownerName, jobTitle: siteConfig.jobTitle[locale] },
    address: { '@type': 'PostalAddress', ...siteConfig.address },
    sameAs: Object.values(siteConfig.socials),
  };
}

export function websiteJsonLd(locale: Locale, homeUrl: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: siteConfig.brand,
    url: homeUrl,
    inLanguage: locale,
    publisher: { '@id': organizationId },
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

const personId = `${siteUrl}/#person`;

/** The owner as a Person (author page, about page); `url` is the page that describes them. */
export function personJsonLd(
  locale: Locale,
  { description, url, knowsAbout }: { description: string; url: string; knowsAbout: string[] },
): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId,
    name: siteConfig.ownerName,
    jobTitle: siteConfig.jobTitle[locale],
    description,
    url,
    email: siteConfig.email,
    worksFor: { '@id': organizationId },
    address: {
      '@type': 'PostalAddress',
      addressLocality: siteConfig.address.addressLocality,
      addressCountry: siteConfig.address.addressCountry,
    },
    knowsAbout,
    sameAs: Object.values(siteConfig.socials),
  };
}

const franceAndEurope: Place[] = [
  { '@type': 'Country', name: 'France' },
  { '@type': 'Place', name: 'Europe' },
];

/** One offered service with its price range in euros from site.config; an open range ("25,000+") has no highest price. */
export function serviceJsonLd({
  name,
  description,
  url,
  priceKey,
  areaServed = franceAndEurope,
}: {
  name: string;
  description: string;
  url: string;
  priceKey: PriceKey;
  /** France and Europe unless the page is about one place (a city page). */
  areaServed?: Place | Place[];
}): WithContext<Service> {
  const price: PriceRange = siteConfig.prices[priceKey];
  const monthly = price.perMonth === true;
  return {
    '@context': 'https://schema.org',
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
      lowPrice: price.min,
      ...(price.open ? {} : { highPrice: price.max }),
      ...(monthly
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceCurrency: 'EUR',
              minPrice: price.min,
              ...(price.open ? {} : { maxPrice: price.max }),
              unitCode: 'MON',
            },
          }
        : {}),
    },
  };
}

/** The contact page: what it is, in which language, and how to reach the organization behind it. */
export function contactPageJsonLd({
  locale,
  name,
  description,
  url,
}: {
  locale: Locale;
  name: string;
  description: string;
  url: string;
}): WithContext<ContactPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name,
    description,
    url,
    inLanguage: locale,
    isPartOf: { '@id': `${siteUrl}/#website` },
    about: { '@id': organizationId },
    mainEntity: {
      '@type': 'Organization',
      '@id': organizationId,
      name: siteConfig.brand,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: siteConfig.email,
        telephone: siteConfig.phone,
        availableLanguage: routing.locales.map((language) => languageName(language, routing.defaultLocale)),
        areaServed: ['FR', 'EU'],
      },
    },
  };
}

type ArticleInput = {
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
};

/** An article of the blog. */
export function blogPostingJsonLd(article: ArticleInput): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${article.url}#article`,
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: article.locale,
    datePublished: article.datePublished,
    ...(article.image ? { image: article.image } : {}),
    ...(article.authorName
      ? {
          author: {
            '@type': 'Person',
            name: article.authorName,
            ...(article.authorUrl ? { url: article.authorUrl } : {}),
          },
        }
      : {}),
    publisher: { '@id': organizationId },
    isPartOf: { '@id': `${siteUrl}/#website` },
    keywords: article.keywords.join(', '),
    articleSection: article.sections,
  };
}

/** The blog index and the articles it lists. */
export function blogJsonLd({
  locale,
  url,
  name,
  description,
  posts,
}: {
  locale: Locale;
  url: string;
  name: string;
  description: string;
  posts: { headline: string; url: string; datePublished: string }[];
}): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    description,
    url,
    inLanguage: locale,
    publisher: { '@id': organizationId },
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.headline,
      url: post.url,
      datePublished: post.datePublished,
    })),
  };
}

/** A French city with its region, as the area a service or a business serves. */
export function cityPlace(city: { name: string; region: string }): City {
  return {
    '@type': 'City',
    name: city.name,
    containedInPlace: { '@type': 'AdministrativeArea', name: city.region },
    address: { '@type': 'PostalAddress', addressLocality: city.name, addressRegion: city.region, addressCountry: 'FR' },
  };
}

/**
 * The studio as the local business of a city page: it works from Paris (its address) and serves that city.
 * `priceRange` is the text Google shows, e.g. "€450 – €50,000+".
 */
export function localBusinessJsonLd({
  locale,
  url,
  description,
  priceRange,
  city,
}: {
  locale: Locale;
  url: string;
  description: string;
  priceRange: string;
  city: { name: string; region: string };
}): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${url}#business`,
    name: siteConfig.brand,
    description,
    url,
    image: `${siteUrl}/icon.svg`,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    priceRange,
    currenciesAccepted: 'EUR',
    knowsLanguage: routing.locales,
    address: { '@type': 'PostalAddress', ...siteConfig.address },
    geo: { '@type': 'GeoCoordinates', ...siteConfig.geo },
    areaServed: cityPlace(city),
    parentOrganization: { '@id': organizationId },
    founder: { '@type': 'Person', name: siteConfig.ownerName, jobTitle: siteConfig.jobTitle[locale] },
  };
}
