import { getTranslations } from 'next-intl/server';
import { BenefitsSection, GuaranteesPanel } from '@/components/marketing/benefits';
import { ClaimsBand } from '@/components/marketing/claims';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { ExpertiseSection } from '@/components/marketing/expertise';
import { FaqSection } from '@/components/marketing/faq-section';
import { HomeHero } from '@/components/marketing/home-hero';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { SelectedWork } from '@/components/marketing/selected-work';
import { ServicesOverview } from '@/components/marketing/services-overview';
import { Testimonials } from '@/components/marketing/testimonials';
import { PageIntro } from '@/components/page-intro';
import type { FaqItem } from '@/components/ui/faq-list';
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
      <ExpertiseSection tone="muted" />
      <ProcessSteps />
      <SelectedWork />
      <Testimonials />
      <FaqSection title={home('faqTitle')} intro={home('faqIntro')} items={home.raw('faq') as FaqItem[]} />
      <CtaBanner />
    </>
  );
}
