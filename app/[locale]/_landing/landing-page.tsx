import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FaqSection } from '@/components/marketing/faq-section';
import { LandingSection } from '@/components/landing/landing-section';
import { GlanceCard } from '@/components/places/glance-card';
import { LandingLinks } from '@/components/places/landing-links';
import { PlaceHero } from '@/components/places/place-hero';
import { ServicePrices } from '@/components/places/service-prices';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { isLocale } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';
import { serviceById } from '@/lib/marketing/services';
import { getLandingCopy } from '@/lib/places/copy';
import { landingLinks } from '@/lib/places/landings';
import type { LandingId, LandingPath } from '@/lib/places/schema';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { serviceJsonLd } from '@/lib/seo/structured-data';

function landingId(path: LandingPath): LandingId {
  return path.slice(1) as LandingId;
}

/** `generateMetadata` and the page of one SEO landing page (docs/behaviour/pages-and-routes.md#seo-landing-pages). */
export function landingPage(path: LandingPath) {
  const id = landingId(path);
  const links = landingLinks[id];

  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const copy = await getLandingCopy(locale, id);
    return pageMetadata({ locale, href: path, title: copy.title, description: copy.metaDescription });
  }

  async function LandingPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await pageLocale(params);
    const [t, catalogue, copy] = await Promise.all([
      getTranslations({ locale, namespace: 'LandingPage' }),
      getTranslations({ locale, namespace: 'Services' }),
      getLandingCopy(locale, id),
    ]);
    const { offer, audience, method, prices, proof } = copy.fullContent;
    const pageUrl = absoluteUrl(locale, path);
    return (
      <>
        <PlaceHero
          breadcrumbs={<Breadcrumbs locale={locale} trail={[{ name: copy.title, href: path }]} />}
          eyebrow={copy.eyebrow}
          h1={copy.h1}
          intro={copy.heroContent}
          actions={
            <>
              <ButtonLink href="/contact">{t('primaryCta')}</ButtonLink>
              <ButtonLink href="/portfolio" variant="secondary">
                {t('secondaryCta')}
              </ButtonLink>
            </>
          }
          aside={<GlanceCard title={t('glanceTitle')} points={copy.highlights} />}
        />
        <LandingSection id="offer" section={offer} />
        <LandingSection id="audience" section={audience} tone="muted" />
        <LandingSection id="method" section={method} ordered />
        <LandingSection id="prices" section={prices} tone="muted">
          <ServicePrices
            locale={locale}
            items={links.services.map((service) => ({ service, text: catalogue(`items.${service}.summary`) }))}
          />
        </LandingSection>
        <LandingSection id="proof" section={proof} />
        <LandingLinks locale={locale} services={links.services} cities={links.cities} />
        <FaqSection title={t('faqTitle')} items={copy.faqs} />
        <CtaBanner />
        <JsonLd
          data={links.services.map((service) =>
            serviceJsonLd({
              name: catalogue(`items.${service}.title`),
              description: catalogue(`items.${service}.description`),
              url: `${pageUrl}#prices`,
              priceKey: serviceById[service].price,
            }),
          )}
        />
      </>
    );
  }

  return { generateMetadata, LandingPage };
}
