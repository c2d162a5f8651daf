import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { services } from '@/lib/marketing/services';
import { landingPages } from '@/lib/places/landings';
import { siteConfig } from '@/site.config';
import { cardClass, CardLinkLabel, CardTitle } from '@/components/ui/card';
import { ChipLinks } from '@/components/ui/chip-links';
import { Section } from '@/components/ui/section';
import { ServiceAdviceCard } from './service-advice-card';

/** The home page's services band: one card per service linking to its place on /services, then the landing pages. */
export async function ServicesOverview() {
  const locale = (await getLocale()) as Locale;
  const [t, home, figures] = await Promise.all([
    getTranslations('Services'),
    getTranslations('HomePage'),
    getPriceFormatter(locale),
  ]);
  return (
    <Section
      id="services"
      tone="muted"
      eyebrow={t('eyebrow')}
      title={home('servicesTitle')}
      intro={home('servicesIntro')}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => {
          const from = t('fromPrice', { price: figures.euros(siteConfig.prices[service.price].min) });
          return (
            <li key={service.id}>
              <Link
                href={{ pathname: '/services', hash: service.id }}
                data-service={service.id}
                className={`group flex h-full flex-col ${cardClass({ band: 'muted', link: true })}`}
              >
                <CardTitle>{t(`items.${service.id}.title`)}</CardTitle>
                <p className="mt-2 flex-1 text-muted">{t(`items.${service.id}.summary`)}</p>
                <p className="mt-4 text-sm font-semibold text-ink">{figures.billed(service.price, from)}</p>
                <CardLinkLabel className="mt-4">{t('overviewLink')}</CardLinkLabel>
              </Link>
            </li>
          );
        })}
        <li>
          <ServiceAdviceCard />
        </li>
      </ul>
      <ChipLinks
        id="landings"
        title={home('landingsTitle')}
        links={landingPages.map((landing) => ({ href: landing.href, label: home(`landings.${landing.key}`) }))}
        className="mt-12"
      />
    </Section>
  );
}
