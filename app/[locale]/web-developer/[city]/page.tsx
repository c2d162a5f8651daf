import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckBlocks } from '@/components/marketing/benefits';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { CityCards, PlaceHero, ProseSection, ServicePrices } from '@/components/places/place-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { textLinkClass } from '@/components/ui/button-class';
import { FaqSection } from '@/components/ui/faq-section';
import { PillList } from '@/components/ui/pill-list';
import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { priceOf } from '@/lib/marketing/services';
import { cityHref } from '@/lib/places/cities';
import { getCityCopy } from '@/lib/places/copy';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { cityPlace, localBusinessJsonLd, serviceJsonLd } from '@/lib/seo/structured-data';
import { findCity, siteConfig } from '@/site.config';

type Props = PageProps<'/[locale]/web-developer/[city]'>;

export const dynamicParams = false;

export function generateStaticParams() {
  return siteConfig.cities.map((city) => ({ city: city.slug }));
}

async function cityOf({ params }: Props) {
  const locale = await pageLocale(params);
  const city = findCity((await params).city);
  if (!city) notFound();
  return { locale, city, copy: await getCityCopy(locale, city.slug) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, city, copy } = await cityOf(props);
  return pageMetadata({ locale, href: cityHref(city.slug), title: copy.title, description: copy.description });
}

/**
 * A city page (docs/behaviour/pages-and-routes.md#cities): the city's economy, what gets built there, prices, meetings,
 * FAQ and its neighbours.
 */
export default async function CityPage(props: Props) {
  const { locale, city, copy } = await cityOf(props);
  const neighbours = city.neighbours.flatMap((slug) => findCity(slug) ?? []);
  const [t, hub, catalogue, figures, price] = await Promise.all([
    getTranslations({ locale, namespace: 'CityPage' }),
    getTranslations({ locale, namespace: 'CitiesPage' }),
    getTranslations({ locale, namespace: 'Services' }),
    getTranslations({ locale, namespace: 'Figures' }),
    getPriceFormatter(locale),
  ]);
  const pageUrl = absoluteUrl(locale, cityHref(city.slug));
  const allPrices = Object.values(siteConfig.prices);
  const priceRange = figures('rangeOpen', {
    min: price.euros(Math.min(...allPrices.map((range) => range.min))),
    max: price.euros(Math.max(...allPrices.map((range) => range.max))),
  });
  const columns = copy.useCases.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3';
  return (
    // `data-city` tells the analytics layer which city a call to action belongs to.
    <div data-city={city.slug}>
      <PlaceHero
        locale={locale}
        trail={[
          { name: hub('breadcrumb'), href: '/cities' },
          { name: city.name, href: cityHref(city.slug) },
        ]}
        eyebrow={city.region}
        h1={copy.h1}
        intro={copy.intro}
        cta={{
          primary: t('primaryCta'),
          secondary: t('secondaryCta'),
          to: { ...cityHref(city.slug), hash: 'services' },
        }}
        glance={{
          title: t('glanceTitle', { city: city.name }),
          facts: [
            { label: t('regionLabel'), value: city.region },
            { label: t('travelLabel'), value: copy.glance.travel },
            { label: t('meetingsLabel'), value: copy.glance.meetings },
            { label: t('replyLabel'), value: t('replyValue') },
          ],
        }}
      />
      <ProseSection
        id="local-economy"
        title={copy.economy.title}
        paragraphs={copy.economy.paragraphs}
        asideTitle={t('clientsTitle', { city: city.name })}
        aside={<PillList items={copy.economy.clients} />}
      />
      <Section id="use-cases" tone="muted" title={t('useCasesTitle', { city: city.name })}>
        <TextCards band="muted" items={copy.useCases} className={`grid gap-6 ${columns}`} />
      </Section>
      <Section id="services" title={t('servicesTitle', { city: city.name })} intro={t('servicesIntro')}>
        <ServicePrices locale={locale} items={copy.services} />
      </Section>
      <ProseSection
        id="meetings"
        tone="muted"
        title={copy.meetings.title}
        paragraphs={copy.meetings.paragraphs}
        asideTitle={t('methodTitle')}
        aside={<CheckBlocks items={hub.raw('work')} className="space-y-5" />}
      />
      <FaqSection title={t('faqTitle', { city: city.name })} items={copy.faq} />
      <Section id="nearby" tone="muted" title={t('nearbyTitle', { city: city.name })} intro={t('nearbyIntro')}>
        <CityCards locale={locale} cities={neighbours} className="grid gap-6 md:grid-cols-3" />
        <Link href="/cities" className={`mt-8 inline-block ${textLinkClass}`}>
          {t('allCitiesLink')} →
        </Link>
      </Section>
      <CtaBanner title={copy.cta.title} text={copy.cta.text} />
      <JsonLd
        data={[
          localBusinessJsonLd({ locale, url: pageUrl, description: copy.description, priceRange, city }),
          ...copy.services.map(({ service: id, text }) =>
            serviceJsonLd({
              name: t('serviceName', { service: catalogue(`items.${id}.title`), city: city.name }),
              description: text,
              url: `${pageUrl}#services`,
              priceKey: priceOf[id],
              areaServed: cityPlace(city),
            }),
          ),
        ]}
      />
    </div>
  );
}
