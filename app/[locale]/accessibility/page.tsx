import { getTranslations } from 'next-intl/server';
import { BulletList, LegalDocument, LegalSection, outsideLink } from '@/components/legal/legal-section';
import { PageIntro } from '@/components/page-intro';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';
import { siteConfig } from '@/site.config';

export const generateMetadata = metadataFor('/accessibility');

/** The accessibility statement (docs/behaviour/pages-and-routes.md#accessibility-statement). */
export default async function AccessibilityPage({ params }: PageProps<'/[locale]/accessibility'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AccessibilityPage' });
  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')} href="/accessibility" />
      <LegalDocument>
        <LegalSection id="standard" title={t('standardTitle')}>
          <p>{t('standard')}</p>
          <p>{t('status')}</p>
        </LegalSection>
        <LegalSection id="tests" title={t('testsTitle')}>
          <p>{t('automatedIntro')}</p>
          <BulletList items={t.raw('automated')} />
          <p>{t('manual')}</p>
        </LegalSection>
        <LegalSection id="limits" title={t('limitsTitle')}>
          <BulletList items={t.raw('limits')} />
        </LegalSection>
        <LegalSection id="report" title={t('reportTitle')}>
          <p>{t.rich('report', { email: siteConfig.email, mail: outsideLink(`mailto:${siteConfig.email}`) })}</p>
          <p>{t.rich('recourse', { link: outsideLink('https://www.defenseurdesdroits.fr') })}</p>
        </LegalSection>
      </LegalDocument>
    </>
  );
}
