import { getTranslations } from 'next-intl/server';
import { LatestArticles } from '@/components/blog/latest-articles';
import { BenefitsSection } from '@/components/marketing/benefits';
import { ClaimsBand } from '@/components/marketing/claims';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FaqSection } from '@/components/marketing/faq-section';
import { HomeHero } from '@/components/marketing/home-hero';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { SelectedWork } from '@/components/marketing/selected-work';
import { ServicesOverview } from '@/components/marketing/services-overview';
import { Testimonials } from '@/components/marketing/testimonials';
import type { FaqItem } from '@/components/ui/faq-list';
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
      <FaqSection title={t('faqTitle')} intro={t('faqIntro')} items={t.raw('faq') as FaqItem[]} />
      <LatestArticles locale={locale} />
      <CtaBanner />
    </>
  );
}
