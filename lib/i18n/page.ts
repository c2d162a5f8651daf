import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { englishOnlyPaths, isLocale, noindexPaths, type Locale, type Pathname } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

/** Reads the `[locale]` segment, refuses anything else, and tells next-intl (keeps pages static). */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** Message namespaces that describe a whole page: each has at least a title and a description. */
export type PageNamespace =
  | 'HomePage'
  | 'ServicesPage'
  | 'PortfolioPage'
  | 'BlogPage'
  | 'AboutPage'
  | 'AuthorPage'
  | 'ContactPage'
  | 'SuccessPage'
  | 'EmailSuccessPage'
  | 'WhatsappSuccessPage'
  | 'PrivacyPage'
  | 'LegalPage'
  | 'CookieSettingsPage'
  | 'CitiesPage'
  | 'TestBenefitsPage'
  | 'TestSectionsPage'
  | 'OfflinePage';

/** `generateMetadata` for a page with fixed text: title and description from its namespace. */
export function metadataFor(namespace: PageNamespace, href: Exclude<Pathname, `${string}[${string}`>) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace });
    const englishOnly = englishOnlyPaths.includes(href);
    return pageMetadata({
      locale,
      href,
      title: t('title'),
      description: t('description'),
      noindex: noindexPaths.includes(href),
      alternates: englishOnly ? { en: href } : undefined,
    });
  };
}
