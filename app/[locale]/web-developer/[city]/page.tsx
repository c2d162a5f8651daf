import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FaqSection } from '@/components/marketing/faq-section';
import { GlanceCard } from '@/components/places/glance-card';
import { NearbyCities } from '@/components/places/nearby-cities';
import { PlaceHero } from '@/components/places/place-hero';
import { AsideCard, ProseSection } from '@/components/places/prose-section';
import { ServicePrices } from '@/components/places/service-prices';
import { UseCases } from '@/components/places/use-cases';
import { CheckBlocks } from '@/components/marketing/benefits';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClass } from '@/components/ui/button-class';
import { ButtonLink } from '@/components/ui/button-link';
import { PillList } from '@/components/ui/pill-list';
import { Section } from '@/components/ui/section';
import { isLocale } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { serviceById } from '@/lib/marketing/services';
import { cityHref } from '@/lib/places/cities';
import { getCityCopy, type WorkMode } from '@/lib/places/copy';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { cityPlace, localBusinessJsonLd, serviceJsonLd } from '@/lib/seo/structured-data';
import { findCity, siteConfig } from '@/site.config';

export const dynamicParams = false;

export function generateStaticParams() {
  return siteConfig.cities.map((city) => ({ city: city.slug }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/web-developer/[city]'>): Promise<Metadata> {
  const { locale, city: slug } = await params;
  const city = findCity(slug);
  if (!isLocale(locale) || !city) return {};
  const copy = await getCityCopy(locale, city.slug);
  return pageMetadata({ locale, href: cityHref(city.slug), title: copy.title, description: copy.description });
}

/**
 * A city page (docs/behaviour/pages-and-routes.md#cities): the city's economy, what gets built there, prices, meetings,
 * FAQ and its neighbours.
 */
export default async function CityPage({ params }: PageProps<'/[locale]/web-developer/[city]'>) {
  const locale = await pageLocale(params);
  const city = findCity((await params).city);
  if (!city) notFound();
  const [t, hub, catalogue, prices, price, copy] = await Promise.all([
    getTranslations({ locale, namespace: 'CityPage' }),
    getTranslations({ locale, namespace: 'CitiesPage' }),
    getTranslations({ locale, namespace: 'Services' }),
    getTranslations({ locale, namespace: 'Figures' }),
    getPriceFormatter(locale),
    getCityCopy(locale, city.slug),
  ]);
  const workModes = hub.raw('work') as WorkMode[];
  const pageUrl = absoluteUrl(locale, cityHref(city.slug));
  const allPrices = Object.values(siteConfig.prices);
  const priceRange = prices('rangeOpen', {
    min: price.euros(Math.min(...allPrices.map((range) => range.min))),
    max: price.euros(Math.max(...allPrices.map((range) => range.max))),
  });
  return (
    // `data-city` tells the analytics layer which city a call to action belongs to.
    <div data-city={city.slug}>
      <PlaceHero
        breadcrumbs={
          <Breadcrumbs
            locale={locale}
            trail={[
              { name: hub('breadcrumb'), href: '/cities' },
              { name: city.name, href: cityHref(city.slug) },
            ]}
          />
        }
        eyebrow={city.region}
        h1={copy.h1}
        intro={copy.intro}
        actions={
          <>
            <ButtonLink href="/contact">{t('primaryCta')}</ButtonLink>
            <a href="#services" data-cta="" className={buttonClass('secondary')}>
              {t('secondaryCta')}
            </a>
          </>
        }
        aside={
          <GlanceCard
            title={t('glanceTitle', { city: city.name })}
            facts={[
              { label: t('regionLabel'), value: city.region },
              { label: t('travelLabel'), value: copy.glance.travel },
              { label: t('meetingsLabel'), value: copy.glance.meetings },
              { label: t('replyLabel'), value: t('replyValue') },
            ]}
          />
        }
      />

      <ProseSection
        id="local-economy"
        title={copy.economy.title}
        paragraphs={copy.economy.paragraphs}
        aside={
          <AsideCard title={t('clientsTitle', { city: city.name })}>
            <PillList items={copy.economy.clients} />
          </AsideCard>
        }
      />

      <UseCases title={t('useCasesTitle', { city: city.name })} items={copy.useCases} />

      <Section id="services" title={t('servicesTitle', { city: city.name })} intro={t('servicesIntro')}>
        <ServicePrices locale={locale} items={copy.services} />
      </Section>

      <ProseSection
        id="meetings"
        tone="muted"
        title={copy.meetings.title}
        paragraphs={copy.meetings.paragraphs}
        aside={
          <AsideCard title={t('methodTitle')} tone="muted">
            <CheckBlocks items={workModes} className="space-y-5" />
          </AsideCard>
        }
      />

      <FaqSection title={t('faqTitle', { city: city.name })} items={copy.faq} />
      <NearbyCities city={city} locale={locale} />

      <CtaBanner title={copy.cta.title} text={copy.cta.text} />
      <JsonLd
        data={[
          localBusinessJsonLd({ locale, url: pageUrl, description: copy.description, priceRange, city }),
          ...copy.services.map(({ service: id, text }) =>
            serviceJsonLd({
              name: t('serviceName', { service: catalogue(`items.${id}.title`), city: city.name }),
              description: text,
              url: `${pageUrl}#services`,
              priceKey: serviceById[id].price,
              areaServed: cityPlace(city),
            }),
          ),
        ]}
      />
    </div>
  );
}
