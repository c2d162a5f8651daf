import { getTranslations } from 'next-intl/server';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { CityCard, PlaceHero } from '@/components/places/place-sections';
import { buttonClass } from '@/components/ui/button-class';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import { pageLocale } from '@/i18n/page-locale';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { getCityCopy } from '@/lib/places/copy';
import { metadataFor } from '@/lib/seo/metadata';
import { siteConfig, travelFromParis } from '@/site.config';

export const generateMetadata = metadataFor('/cities');

/**
 * The city hub (docs/behaviour/pages-and-routes.md#cities): the cities of site.config, each linking to its page,
 * and how remote and on-site work goes.
 */
export default async function CitiesPage({ params }: PageProps<'/[locale]/cities'>) {
  const locale = await pageLocale(params);
  const [t, copies, figures] = await Promise.all([
    getTranslations({ locale, namespace: 'CitiesPage' }),
    Promise.all(siteConfig.cities.map((city) => getCityCopy(locale, city.slug))),
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
        actions={
          <>
            <ButtonLink href="/contact">{t('primaryCta')}</ButtonLink>
            <a href="#cities" data-cta="" className={buttonClass('secondary')}>
              {t('secondaryCta')}
            </a>
          </>
        }
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {siteConfig.cities.map((city, index) => (
            <li key={city.slug}>
              <CityCard
                city={city}
                tagline={copies[index].tagline}
                linkLabel={t('cityLink', { city: city.name })}
                badge={city.name === siteConfig.address.addressLocality ? t('homeBase') : undefined}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how-we-work" tone="muted" title={t('workTitle')} intro={t('workIntro')}>
        <TextCards items={t.raw('work')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <CtaBanner title={t('ctaTitle')} text={t('ctaText')} />
    </>
  );
}
