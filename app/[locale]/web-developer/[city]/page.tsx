import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { isLocale } from '@/i18n/routing';
import { pageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { findCity, siteConfig } from '@/site.config';

export const dynamicParams = false;

export function generateStaticParams() {
  return siteConfig.cities.map((city) => ({ city: city.slug }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/web-developer/[city]'>): Promise<Metadata> {
  const { locale, city: slug } = await params;
  const city = findCity(slug);
  if (!isLocale(locale) || !city) return {};
  const t = await getTranslations({ locale, namespace: 'CityPage' });
  return pageMetadata({
    locale,
    href: { pathname: '/web-developer/[city]', params: { city: city.slug } },
    title: t('title', { city: city.name }),
    description: t('description', { city: city.name }),
  });
}

export default async function CityPage({ params }: PageProps<'/[locale]/web-developer/[city]'>) {
  const locale = await pageLocale(params);
  const city = findCity((await params).city);
  if (!city) notFound();
  const t = await getTranslations({ locale, namespace: 'CityPage' });
  return <PageIntro h1={t('h1', { city: city.name })} intro={t('intro', { city: city.name, region: city.region })} />;
}
