import { getTranslations } from 'next-intl/server';
import { GuaranteesPanel } from '@/components/marketing/benefits';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { ExpertiseSection, ProcessSteps, ServiceCards } from '@/components/marketing/services';
import { PageIntro } from '@/components/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { FaqSection } from '@/components/ui/faq-section';
import { Section } from '@/components/ui/section';
import { pageLocale } from '@/i18n/page-locale';
import { services } from '@/lib/marketing/services';
import { absoluteUrl, metadataFor } from '@/lib/seo/metadata';
import { serviceJsonLd } from '@/lib/seo/structured-data';

export const generateMetadata = metadataFor('/services');

export default async function ServicesPage({ params }: PageProps<'/[locale]/services'>) {
  const locale = await pageLocale(params);
  const [t, catalogue] = await Promise.all([
    getTranslations({ locale, namespace: 'ServicesPage' }),
    getTranslations({ locale, namespace: 'Services' }),
  ]);
  const pageUrl = absoluteUrl(locale, '/services');
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} h1={t('h1')} intro={t('intro')} href="/services" />
      <Section id="service-list" title={t('cardsTitle', { count: services.length })} intro={t('cardsIntro')}>
        <ServiceCards />
      </Section>
      <GuaranteesPanel />
      <ExpertiseSection />
      <ProcessSteps />
      <FaqSection title={t('faqTitle')} items={t.raw('faq')} tone="muted" />
      <CtaBanner />
      <JsonLd
        data={services.map(({ id, price }) =>
          serviceJsonLd({
            name: catalogue(`items.${id}.title`),
            description: catalogue(`items.${id}.description`),
            url: `${pageUrl}#${id}`,
            priceKey: price,
          }),
        )}
      />
    </>
  );
}
