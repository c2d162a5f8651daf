import { getTranslations } from 'next-intl/server';
import { BenefitsSection, ClaimsBand, GuaranteesPanel } from '@/components/marketing/benefits';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { HomeHero } from '@/components/marketing/home-hero';
import { SelectedWork } from '@/components/marketing/portfolio';
import { ExpertiseSection, ProcessSteps, ServicesOverview } from '@/components/marketing/services';
import { Testimonials } from '@/components/marketing/testimonials';
import { PageIntro } from '@/components/page-intro';
import { FaqSection } from '@/components/ui/faq-section';
import { pageLocale } from '@/i18n/page-locale';
import { englishOnlyParams } from '@/i18n/routing';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/test-sections');
export const generateStaticParams = englishOnlyParams;
export const dynamicParams = false;

/** Review page: the sections the marketing pages are built from, in home-page order. */
export default async function TestSectionsPage({ params }: PageProps<'/[locale]/test-sections'>) {
  const locale = await pageLocale(params);
  const [t, home] = await Promise.all([
    getTranslations({ locale, namespace: 'TestSectionsPage' }),
    getTranslations({ locale, namespace: 'HomePage' }),
  ]);
  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')}>
        <p className="mt-4 text-sm text-muted">{t('heroNote')}</p>
      </PageIntro>
      <HomeHero headingLevel="h2" />
      <ClaimsBand />
      <ServicesOverview />
      <BenefitsSection />
      <GuaranteesPanel />
      <ExpertiseSection />
      <ProcessSteps />
      <SelectedWork />
      <Testimonials />
      <FaqSection title={home('faqTitle')} intro={home('faqIntro')} items={home.raw('faq')} />
      <CtaBanner />
    </>
  );
}
