import { getTranslations } from 'next-intl/server';
import { LatestArticles } from '@/components/blog/latest-articles';
import { BenefitsSection, ClaimsBand } from '@/components/marketing/benefits';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { HomeHero } from '@/components/marketing/home-hero';
import { SelectedWork } from '@/components/marketing/portfolio';
import { ProcessSteps, ServicesOverview } from '@/components/marketing/services';
import { Testimonials } from '@/components/marketing/testimonials';
import { FaqSection } from '@/components/ui/faq-section';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/');

// The latest articles are refreshed like the blog (see lib/content).
export const revalidate = 3600;

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return (
    <>
      <HomeHero />
      <ClaimsBand />
      <ServicesOverview />
      <BenefitsSection />
      <ProcessSteps tone="muted" />
      <SelectedWork />
      <Testimonials />
      <FaqSection title={t('faqTitle')} intro={t('faqIntro')} items={t.raw('faq')} />
      <LatestArticles locale={locale} />
      <CtaBanner />
    </>
  );
}
