import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckBlocks } from '@/components/marketing/benefits';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { PlaceHero, ProseSection, ServicePrices } from '@/components/places/place-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { ChipLinks } from '@/components/ui/chip-links';
import { FaqSection } from '@/components/ui/faq-section';
import { Section } from '@/components/ui/section';
import { pageLocale } from '@/i18n/page-locale';
import { priceOf } from '@/lib/marketing/services';
import { cityHref } from '@/lib/places/cities';
import { getLandingCopy } from '@/lib/places/copy';
import { landingLinks } from '@/lib/places/landings';
import type { LandingId, LandingPath } from '@/lib/places/schema';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { serviceJsonLd } from '@/lib/seo/structured-data';
import { findCity } from '@/site.config';

type Props = { params: Promise<{ locale: string }> };

/** The bands of a landing page's fullContent, in order, with their background. */
const bands = [
  ['offer', 'plain'],
  ['audience', 'muted'],
  ['method', 'plain'],
  ['prices', 'muted'],
  ['proof', 'plain'],
] as const;

/** `generateMetadata` and the page of one SEO landing page (docs/behaviour/pages-and-routes.md#seo-landing-pages). */
export function landingPage(path: LandingPath) {
  const id = path.slice(1) as LandingId;
  const links = landingLinks[id];

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await pageLocale(params);
    const copy = await getLandingCopy(locale, id);
    return pageMetadata({ locale, href: path, title: copy.title, description: copy.metaDescription });
  }

  async function LandingPage({ params }: Props) {
    const locale = await pageLocale(params);
    const [t, catalogue, copy] = await Promise.all([
      getTranslations({ locale, namespace: 'LandingPage' }),
      getTranslations({ locale, namespace: 'Services' }),
      getLandingCopy(locale, id),
    ]);
    const pageUrl = absoluteUrl(locale, path);
    return (
      <>
        <PlaceHero
          locale={locale}
          trail={[{ name: copy.title, href: path }]}
          eyebrow={copy.eyebrow}
          h1={copy.h1}
          intro={copy.heroContent}
          cta={{ primary: t('primaryCta'), secondary: t('secondaryCta'), to: '/portfolio' }}
          glance={{ title: t('glanceTitle'), points: copy.highlights }}
        />
        {bands.map(([band, tone]) => {
          const { title, paragraphs, points } = copy.fullContent[band];
          return (
            <ProseSection
              key={band}
              id={band}
              tone={tone}
              title={title}
              paragraphs={paragraphs}
              // The method's points are steps, in order.
              aside={
                points && <CheckBlocks as={band === 'method' ? 'ol' : 'ul'} items={points} className="space-y-5" />
              }
            >
              {band === 'prices' && (
                <ServicePrices
                  locale={locale}
                  items={links.services.map((service) => ({ service, text: catalogue(`items.${service}.summary`) }))}
                />
              )}
            </ProseSection>
          );
        })}
        <Section id="related" tone="muted" title={t('relatedTitle')} intro={t('relatedIntro')}>
          <div className="grid gap-10 md:grid-cols-2">
            <ChipLinks
              id="related-services"
              title={t('servicesLabel')}
              links={links.services.map((service) => ({
                href: { pathname: '/services', hash: service },
                label: catalogue(`items.${service}.title`),
                service,
              }))}
            />
            <ChipLinks
              id="related-cities"
              title={t('citiesLabel')}
              links={[
                ...links.cities.map((slug) => ({
                  href: cityHref(slug),
                  label: t('cityLink', { city: findCity(slug)?.name ?? slug }),
                })),
                { href: '/cities', label: t('allCities') },
              ]}
            />
          </div>
        </Section>
        <FaqSection title={t('faqTitle')} items={copy.faqs} />
        <CtaBanner />
        <JsonLd
          data={links.services.map((service) =>
            serviceJsonLd({
              name: catalogue(`items.${service}.title`),
              description: catalogue(`items.${service}.description`),
              url: `${pageUrl}#prices`,
              priceKey: priceOf[service],
            }),
          )}
        />
      </>
    );
  }

  return { generateMetadata, LandingPage };
}
