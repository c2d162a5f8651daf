import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, cardClass, CardLinkLabel, CardTitle } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { ChipLinks } from '@/components/ui/chip-links';
import { PillList } from '@/components/ui/pill-list';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { expertise, services } from '@/lib/marketing/services';
import { landingPages } from '@/lib/places/landings';
import { siteConfig } from '@/site.config';

// The services, their prices, the expertise and the process (docs/behaviour/content.md#marketing-content): words
// from the messages, figures from site.config.

/** Closes a grid of services for visitors who don't know which one they need yet. */
async function ServiceAdviceCard() {
  const t = await getTranslations('HomePage');
  return (
    <li className="flex flex-col justify-center rounded-2xl bg-brand-soft/60 p-6 md:p-8">
      <CardTitle>{t('servicesHelpTitle')}</CardTitle>
      <p className="mt-2 text-ink">{t('servicesHelpText')}</p>
      <ButtonLink href="/contact" className="mt-5 self-start">
        {t('servicesHelpCta')}
      </ButtonLink>
    </li>
  );
}

/** The five service cards of /services: title, description, benefits, prices and why, guarantee. */
export async function ServiceCards() {
  const [t, price] = await Promise.all([getTranslations('Services'), getPriceFormatter()]);
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {services.map(({ id, price: priceKey }) => (
        <Card as="li" key={id} id={id} padding="lg" className="flex scroll-mt-24 flex-col">
          <h3 className="text-2xl font-bold text-ink">{t(`items.${id}.title`)}</h3>
          <p className="mt-3 text-muted">{t(`items.${id}.description`)}</p>
          <h4 className="eyebrow mt-6 text-sm text-ink">{t('benefitsLabel')}</h4>
          <CheckList items={t.raw(`items.${id}.benefits`)} className="mt-3 space-y-2 text-ink" />
          <dl className="my-6 space-y-4 rounded-xl bg-canvas p-5">
            <div>
              <dt className="eyebrow text-sm text-muted">{t('priceLabel')}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand">{price.range(priceKey)}</dd>
              <dd className="mt-2 text-sm text-muted">{t(`items.${id}.priceJustification`)}</dd>
            </div>
            <div>
              <dt className="eyebrow text-sm text-muted">{t('guaranteeLabel')}</dt>
              <dd className="mt-1 text-ink">{t(`items.${id}.guarantee`)}</dd>
            </div>
          </dl>
          <ButtonLink href="/contact" data-service={id} className="mt-auto self-start">
            {t('cta')}
            <span className="sr-only"> ({t(`items.${id}.title`)})</span>
          </ButtonLink>
        </Card>
      ))}
      <ServiceAdviceCard />
    </ul>
  );
}

/** The home page's services band: one card per service linking to its place on /services, then the landing pages. */
export async function ServicesOverview() {
  const [t, home, figures] = await Promise.all([
    getTranslations('Services'),
    getTranslations('HomePage'),
    getPriceFormatter(),
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
        {services.map(({ id, price }) => (
          <li key={id}>
            <Link
              href={{ pathname: '/services', hash: id }}
              data-service={id}
              className={`group flex h-full flex-col ${cardClass({ band: 'muted', link: true })}`}
            >
              <CardTitle>{t(`items.${id}.title`)}</CardTitle>
              <p className="mt-2 flex-1 text-muted">{t(`items.${id}.summary`)}</p>
              <p className="mt-4 text-sm font-semibold text-ink">
                {figures.billed(price, t('fromPrice', { price: figures.euros(siteConfig.prices[price].min) }))}
              </p>
              <CardLinkLabel className="mt-4">{t('overviewLink')}</CardLinkLabel>
            </Link>
          </li>
        ))}
        <ServiceAdviceCard />
      </ul>
      <ChipLinks
        id="landings"
        title={home('landingsTitle')}
        links={landingPages.map(({ key, href }) => ({ href, label: home(`landings.${key}`) }))}
        className="mt-12"
      />
    </Section>
  );
}

/** The expertise section: title, description, features, price range and timeline. */
export async function ExpertiseSection() {
  const [t, price] = await Promise.all([getTranslations('Expertise'), getPriceFormatter()]);
  return (
    <Section
      id="expertise"
      tone="muted"
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro', { count: expertise.length })}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {expertise.map((item) => (
          <Card as="li" key={item.id} band="muted" className="flex flex-col">
            <CardTitle>{t(`items.${item.id}.title`)}</CardTitle>
            <p className="mt-2 text-muted">{t(`items.${item.id}.description`)}</p>
            <p className="eyebrow mt-5 text-sm text-ink">{t('featuresLabel')}</p>
            <PillList items={t.raw(`items.${item.id}.features`)} className="mb-6 mt-2" />
            <dl className="mt-auto space-y-2 border-t border-slate-200 pt-5 [&>div]:flex [&>div]:items-baseline [&>div]:justify-between [&>div]:gap-4">
              <div>
                <dt className="text-sm text-muted">{t('priceLabel')}</dt>
                <dd className="font-semibold text-ink">{price.range(item.price)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('timelineLabel')}</dt>
                <dd className="font-semibold text-ink">{t(`items.${item.id}.timeline`)}</dd>
              </div>
            </dl>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

type ProcessStep = { number: string; title: string; description: string; deliverables: string[] };

/** The four steps of a project, each with its duration from site.config (`processWeeks`). */
export async function ProcessSteps({ tone }: { tone?: 'muted' }) {
  const [t, figures] = await Promise.all([getTranslations('Process'), getPriceFormatter()]);
  const steps: ProcessStep[] = t.raw('steps');
  return (
    <Section
      id="process"
      tone={tone}
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro', { count: steps.length })}
    >
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <Card as="li" key={step.number} band={tone} className="flex flex-col">
            <div className="flex items-center justify-between gap-3">
              <span aria-hidden="true" className="text-3xl font-bold text-brand">
                {step.number}
              </span>
              <span className="pill font-semibold">
                <span className="sr-only">{t('durationLabel')} </span>
                {figures.weeks(siteConfig.processWeeks[index])}
              </span>
            </div>
            <CardTitle className="mt-4">
              <span className="sr-only">{t('stepLabel', { number: step.number })} </span>
              {step.title}
            </CardTitle>
            <p className="mt-2 text-muted">{step.description}</p>
            <p className="eyebrow mt-5 text-sm text-ink">{t('deliverablesLabel')}</p>
            <CheckList items={step.deliverables} mark="text" className="mt-2 space-y-1.5 text-sm text-muted" />
          </Card>
        ))}
      </ol>
      <p className="mt-8 max-w-3xl text-muted">{t('note')}</p>
    </Section>
  );
}
