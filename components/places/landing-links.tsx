import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ServiceId } from '@/lib/marketing/services';
import { cityHref } from '@/lib/places/cities';
import { findCity, type CitySlug } from '@/site.config';

const chipClass =
  'inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand';

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
        <LinkGroup
          id="related-services"
          title={t('servicesLabel')}
          links={services.map((id) => ({
            href: { pathname: '/services', hash: id },
            label: catalogue(`items.${id}.title`),
            service: id,
          }))}
        />
        <LinkGroup
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

type GroupLink = { href: ComponentProps<typeof Link>['href']; label: string; service?: ServiceId };

function LinkGroup({ id, title, links }: { id: string; title: string; links: GroupLink[] }) {
  return (
    <nav aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} data-service={link.service} className={chipClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
