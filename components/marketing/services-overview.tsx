import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { services } from '@/lib/marketing/services';
import { siteConfig } from '@/site.config';
import { Section } from '@/components/ui/section';
import { ServiceAdviceCard } from './service-advice-card';

const landings = [
  { key: 'webDeveloperFrance', href: '/web-developer-france' },
  { key: 'webDevelopmentParis', href: '/web-development-paris' },
  { key: 'customWebsitesFrance', href: '/custom-websites-france' },
  { key: 'freelanceDeveloperFrance', href: '/freelance-developer-france' },
  { key: 'mobileAppDeveloperEurope', href: '/mobile-app-developer-europe' },
  { key: 'europeanDigitalSolutions', href: '/european-digital-solutions' },
  { key: 'digitalTransformationEurope', href: '/digital-transformation-europe' },
] as const;

/** The home page's services band: one card per service linking to its place on /services, then the landing pages. */
export async function ServicesOverview() {
  const locale = (await getLocale()) as Locale;
  const [t, home, price] = await Promise.all([
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
        {services.map((service) => (
          <li key={service.id}>
            <Link
              href={{ pathname: '/services', hash: service.id }}
              data-service={service.id}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-canvas p-6 transition-colors hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <h3 className="text-xl font-semibold text-ink">{t(`items.${service.id}.title`)}</h3>
              <p className="mt-2 flex-1 text-muted">{t(`items.${service.id}.summary`)}</p>
              <p className="mt-4 text-sm font-semibold text-ink">
                {t('fromPrice', { price: price.euros(siteConfig.prices[service.price].min) })}
              </p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand">
                {t('overviewLink')}
                <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                  →
                </span>
              </span>
            </Link>
          </li>
        ))}
        <li>
          <ServiceAdviceCard />
        </li>
      </ul>
      <nav aria-labelledby="landings-title" className="mt-12">
        <h3 id="landings-title" className="text-lg font-semibold text-ink">
          {home('landingsTitle')}
        </h3>
        <ul className="mt-4 flex flex-wrap gap-3">
          {landings.map((landing) => (
            <li key={landing.key}>
              <Link
                href={landing.href}
                className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
              >
                {home(`landings.${landing.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  );
}
