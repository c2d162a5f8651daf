import type { BreadcrumbList, Organization, WebSite, WithContext } from 'schema-dts';
import type { Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { siteConfig } from '@/site.config';

export const organizationId = `${siteUrl}/#organization`;

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
