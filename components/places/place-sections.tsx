import { getTranslations } from 'next-intl/server';
import type { ComponentProps, ReactNode } from 'react';
import { Breadcrumbs, type Trail } from '@/components/ui/breadcrumbs';
import { textLinkClass } from '@/components/ui/button-class';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, cardClass, CardLinkLabel, CardTitle } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { Hero } from '@/components/ui/hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { priceOf, type ServiceId } from '@/lib/marketing/services';
import { cityHref } from '@/lib/places/cities';
import { getCityCopy } from '@/lib/places/copy';
import { siteConfig, type City } from '@/site.config';

type Glance = { title: string; facts?: { label: string; value: string }[]; points?: string[] };
type PlaceHeroProps = {
  locale: Locale;
  trail: Trail;
  eyebrow: string;
  h1: string;
  intro: string;
  /** The free quote first; then a band of this page or the portfolio. */
  cta: { primary: string; secondary: string; to: ComponentProps<typeof Link>['href'] };
  glance: Glance;
};

/**
 * The top of the city hub, a city page or an SEO landing page: trail, h1, promise, two calls to action, and key facts beside
 * them: labelled facts (a city) or short points (a landing page).
 */
export function PlaceHero({ locale, trail, eyebrow, h1, intro, cta, glance }: PlaceHeroProps) {
  return (
    <Hero className="gap-10 md:pt-32 lg:grid-cols-[3fr_2fr]">
      <div>
        <Breadcrumbs locale={locale} trail={trail} />
        <SectionHeading as="h1" size="page" eyebrow={eyebrow} intro={intro}>
          {h1}
        </SectionHeading>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/contact">{cta.primary}</ButtonLink>
          <ButtonLink href={cta.to} variant="secondary">
            {cta.secondary}
          </ButtonLink>
        </div>
      </div>
      <aside
        aria-labelledby="glance-title"
        className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
      >
        <h2 id="glance-title" className="eyebrow text-sm text-muted">
          {glance.title}
        </h2>
        {glance.facts ? (
          <dl className="mt-5 divide-y divide-slate-200">
            {glance.facts.map((fact) => (
              <div key={fact.label} className="py-3 first:pt-0 last:pb-0">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="mt-0.5 font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <CheckList items={glance.points ?? []} className="mt-5 space-y-4 text-ink" />
        )}
      </aside>
    </Hero>
  );
}

type ProseSectionProps = {
  id: string;
  title: string;
  paragraphs: string[];
  tone?: 'plain' | 'muted';
  /** A card beside the text in the band's other colour (key points, typical clients…), under its title if any. */
  aside?: ReactNode;
  asideTitle?: string;
  /** Anything under the text, full width (price cards…). */
  children?: ReactNode;
};

/** A band of body copy with its h2. */
export function ProseSection({
  id,
  title,
  paragraphs,
  tone = 'plain',
  aside,
  asideTitle,
  children,
}: ProseSectionProps) {
  return (
    <Section id={id} tone={tone} title={title}>
      <div className={aside ? 'grid gap-10 lg:grid-cols-[3fr_2fr]' : undefined}>
        <div className="max-w-3xl space-y-5 text-lg text-ink">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {aside ? (
          <Card band={tone} className="self-start">
            {asideTitle ? (
              <CardTitle size="md" className="mb-5">
                {asideTitle}
              </CardTitle>
            ) : null}
            {aside}
          </Card>
        ) : null}
      </div>
      {children ? <div className="mt-10">{children}</div> : null}
    </Section>
  );
}

/** Services with their price range from site.config and a note for this page, each linking to its card on /services. */
export async function ServicePrices({
  locale,
  items,
}: {
  locale: Locale;
  items: { service: ServiceId; text: string }[];
}) {
  const [t, price] = await Promise.all([getTranslations({ locale, namespace: 'Services' }), getPriceFormatter(locale)]);
  return (
    <ul className={`grid gap-6 ${items.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3'}`}>
      {items.map(({ service: id, text }) => (
        <Card as="li" key={id} className="flex flex-col">
          <CardTitle>{t(`items.${id}.title`)}</CardTitle>
          <p className="mt-2 flex-1 text-muted">{text}</p>
          <p className="eyebrow mt-5 text-sm text-muted">{t('priceLabel')}</p>
          <p className="mt-1 text-2xl font-bold text-brand">{price.range(priceOf[id])}</p>
          <Link
            href={{ pathname: '/services', hash: id }}
            data-service={id}
            className={`mt-5 inline-flex items-center gap-1 ${textLinkClass}`}
          >
            {t('overviewLink')}
            <span className="sr-only"> ({t(`items.${id}.title`)})</span>
            <span aria-hidden="true">→</span>
          </Link>
        </Card>
      ))}
    </ul>
  );
}

/**
 * The cities of the hub or a city page's neighbours, each a card with its tagline linking to its page; on the hub,
 * the home base wears `homeBase`.
 */
export async function CityCards({
  locale,
  cities,
  homeBase,
  className,
}: {
  locale: Locale;
  cities: readonly City[];
  homeBase?: string;
  className: string;
}) {
  const [t, copies] = await Promise.all([
    getTranslations({ locale, namespace: 'CitiesPage' }),
    Promise.all(cities.map((city) => getCityCopy(locale, city.slug))),
  ]);
  return (
    <ul className={className}>
      {cities.map((city, index) => (
        <li key={city.slug}>
          <Link
            href={cityHref(city.slug)}
            data-city-link={city.slug}
            className={`group flex h-full flex-col ${cardClass({ link: true })}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <CardTitle>{city.name}</CardTitle>
                <p className="mt-0.5 text-sm text-muted">{city.region}</p>
              </div>
              {homeBase && city.name === siteConfig.address.addressLocality ? (
                <span className="shrink-0 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-strong">
                  {homeBase}
                </span>
              ) : null}
            </div>
            <p className="mt-4 flex-1 text-muted">{copies[index].tagline}</p>
            <CardLinkLabel className="mt-5">{t('cityLink', { city: city.name })}</CardLinkLabel>
          </Link>
        </li>
      ))}
    </ul>
  );
}
