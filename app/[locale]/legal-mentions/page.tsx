import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LegalDocument, LegalSection, outsideLink, pageLink, postalAddress } from '@/components/legal/legal-section';
import { PageIntro } from '@/components/page-intro';
import { Card } from '@/components/ui/card';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';
import { phoneHref, siteConfig } from '@/site.config';

export const generateMetadata = metadataFor('/legal-mentions');

export default async function LegalMentionsPage({ params }: PageProps<'/[locale]/legal-mentions'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'LegalPage' });
  const { legal, email, phone, ownerName } = siteConfig;
  const publisher: [string, ReactNode][] = [
    [t('labels.company'), `${legal.companyName} (${siteConfig.brand})`],
    [t('labels.status'), t('status')],
    [t('labels.address'), postalAddress(locale)],
    [t('labels.email'), outsideLink(`mailto:${email}`)(email)],
    [t('labels.phone'), outsideLink(phoneHref)(phone)],
    [t('labels.siret'), legal.siret],
    [t('labels.vat'), legal.vatNumber],
    [t('labels.director'), ownerName],
  ];
  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')} href="/legal-mentions" />
      <LegalDocument>
        <LegalSection id="publisher" title={t('publisherTitle')}>
          <Card as="dl" className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {publisher.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="text-muted">{value}</dd>
              </div>
            ))}
          </Card>
        </LegalSection>
        <LegalSection id="host" title={t('hostTitle')}>
          <p>
            {t.rich('hostText', {
              host: legal.hostName,
              address: legal.hostAddress,
              website: outsideLink('https://vercel.com'),
            })}
          </p>
        </LegalSection>
        <LegalSection id="intellectual-property" title={t('ipTitle')}>
          <p>{t('ipText', { owner: ownerName })}</p>
        </LegalSection>
        <LegalSection id="liability" title={t('liabilityTitle')}>
          <p>{t('liabilityText', { owner: ownerName })}</p>
        </LegalSection>
        <LegalSection id="personal-data" title={t('dataTitle')}>
          <p>{t.rich('dataText', { privacy: pageLink('/privacy-policy'), cookies: pageLink('/cookie-settings') })}</p>
        </LegalSection>
        <LegalSection id="applicable-law" title={t('lawTitle')}>
          <p>{t('lawText')}</p>
        </LegalSection>
      </LegalDocument>
    </>
  );
}
