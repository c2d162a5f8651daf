import { getTranslations } from 'next-intl/server';
import { BenefitsSection, GuaranteesPanel } from '@/components/marketing/benefits';
import { ClaimsGrid } from '@/components/marketing/claims';
import { PageIntro } from '@/components/page-intro';
import { Eyebrow } from '@/components/ui/eyebrow';
import { Section } from '@/components/ui/section';
import { pageLocale } from '@/i18n/page-locale';
import { englishOnlyParams } from '@/i18n/routing';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/test-benefits');
export const generateStaticParams = englishOnlyParams;
export const dynamicParams = false;

/** Review page: every variant of the benefit block, with the live copy. */
export default async function TestBenefitsPage({ params }: PageProps<'/[locale]/test-benefits'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'TestBenefitsPage' });
  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')} />
      <Section id="variant-stat" title={t('statTitle')}>
        <ClaimsGrid />
      </Section>
      <Eyebrow size="sm" tone="muted" className="wrap pt-8">
        {t('cardTitle')}
      </Eyebrow>
      <BenefitsSection tone="muted" />
      <Eyebrow size="sm" tone="muted" className="wrap pt-8">
        {t('checkTitle')}
      </Eyebrow>
      <GuaranteesPanel />
    </>
  );
}
