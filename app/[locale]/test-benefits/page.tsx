import { getTranslations } from 'next-intl/server';
import { BenefitsSection, ClaimsGrid, GuaranteesPanel } from '@/components/marketing/benefits';
import { PageIntro } from '@/components/page-intro';
import { Section } from '@/components/ui/section';
import { pageLocale } from '@/i18n/page-locale';
import { englishOnlyParams } from '@/i18n/routing';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/test-benefits');
export const generateStaticParams = englishOnlyParams;
export const dynamicParams = false;

/** Review page: every look of a benefit, with the live copy. */
export default async function TestBenefitsPage({ params }: PageProps<'/[locale]/test-benefits'>) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'TestBenefitsPage' });
  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')} />
      <Section id="variant-stat" title={t('statTitle')}>
        <ClaimsGrid />
      </Section>
      <p className="eyebrow wrap pt-8 text-sm text-muted">{t('cardTitle')}</p>
      <BenefitsSection tone="muted" />
      <p className="eyebrow wrap pt-8 text-sm text-muted">{t('checkTitle')}</p>
      <GuaranteesPanel />
    </>
  );
}
