import { getTranslations } from 'next-intl/server';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { CityCards, PlaceHero } from '@/components/places/place-sections';
import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import { pageLocale } from '@/i18n/page-locale';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { metadataFor } from '@/lib/seo/metadata';
import { siteConfig, travelFromParis } from '@/site.config';

export const generateMetadata = metadataFor('/cities');

/**
 * The city hub (docs/behaviour/pages-and-routes.md#cities): the cities of site.config, each linking to its page,
 * and how remote and on-site work goes.
 */
export default async function CitiesPage({ params }: PageProps<'/[locale]/cities'>) {
  const locale = await pageLocale(params);
  const [t, figures] = await Promise.all([
    getTranslations({ locale, namespace: 'CitiesPage' }),
    getPriceFormatter(locale),
  ]);
  // The journeys the hub quotes ({lille}, {lyon}…), from the table the city pages quote too.
  const journeys = Object.fromEntries(
    siteConfig.cities.flatMap((city) => {
      const travel = travelFromParis(city);
      return travel ? [[city.slug, figures.duration(travel.train)]] : [];
    }),
  );
  return (
    <>
      <PlaceHero
        locale={locale}
        trail={[{ name: t('breadcrumb'), href: '/cities' }]}
        eyebrow={t('eyebrow')}
        h1={t('h1')}
        intro={t('intro')}
        cta={{ primary: t('primaryCta'), secondary: t('secondaryCta'), to: { pathname: '/cities', hash: 'cities' } }}
        glance={{
          title: t('glanceTitle'),
          facts: [
            { label: t('glance.baseLabel'), value: t('glance.baseValue') },
            { label: t('glance.meetingsLabel'), value: t('glance.meetingsValue') },
            { label: t('glance.travelLabel'), value: t('glance.travelValue', journeys) },
            { label: t('glance.replyLabel'), value: t('glance.replyValue') },
          ],
        }}
      />
      <Section id="cities" title={t('citiesTitle')} intro={t('citiesIntro')}>
        <CityCards
          locale={locale}
          cities={siteConfig.cities}
          homeBase={t('homeBase')}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        />
      </Section>
      <Section id="how-we-work" tone="muted" title={t('workTitle')} intro={t('workIntro')}>
        <TextCards items={t.raw('work')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <CtaBanner title={t('ctaTitle')} text={t('ctaText')} />
    </>
  );
}
