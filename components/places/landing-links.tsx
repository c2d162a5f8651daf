import { getTranslations } from 'next-intl/server';
import { ChipLinks } from '@/components/ui/chip-links';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/i18n/routing';
import type { ServiceId } from '@/lib/marketing/services';
import { cityHref } from '@/lib/places/cities';
import { findCity, type CitySlug } from '@/site.config';

/** Where to go from a landing page: the services it is about and the city pages it names. */
export async function LandingLinks({
  locale,
  services,
  cities,
}: {
  locale: Locale;
  services: readonly ServiceId[];
  cities: readonly CitySlug[];
}) {
  const [t, catalogue] = await Promise.all([
    getTranslations({ locale, namespace: 'LandingPage' }),
    getTranslations({ locale, namespace: 'Services' }),
  ]);
  return (
    <Section id="related" tone="muted" title={t('relatedTitle')} intro={t('relatedIntro')}>
      <div className="grid gap-10 md:grid-cols-2">
        <ChipLinks
          id="related-services"
          title={t('servicesLabel')}
          links={services.map((id) => ({
            href: { pathname: '/services', hash: id },
            label: catalogue(`items.${id}.title`),
            service: id,
          }))}
        />
        <ChipLinks
          id="related-cities"
          title={t('citiesLabel')}
          links={[
            ...cities.map((slug) => ({
              href: cityHref(slug),
              label: t('cityLink', { city: findCity(slug)?.name ?? slug }),
            })),
            { href: '/cities' as const, label: t('allCities') },
          ]}
        />
      </div>
    </Section>
  );
}
