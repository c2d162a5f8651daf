import { getTranslations } from 'next-intl/server';
import { MyDataButton } from '@/components/consent/my-data-button';
import {
  BulletList,
  LegalDocument,
  LegalSection,
  outsideLink,
  pageLink,
  postalAddress,
} from '@/components/legal/legal-section';
import { PageIntro } from '@/components/page-intro';
import { buttonClass } from '@/components/ui/button-class';
import { Card } from '@/components/ui/card';
import { longDate } from '@/i18n/dates';
import { pageLocale } from '@/i18n/page-locale';
import { CONSENT_VALIDITY_MONTHS, PRIVACY_LOG_LIMIT, RETENTION_MONTHS_SHOWN } from '@/lib/consent/constants';
import { DELIVERED_KEPT_MS } from '@/lib/contact/leads';
import { LINK_VALIDITY_HOURS } from '@/lib/newsletter/token';
import { policyRevision } from '@/lib/privacy/policy-revision';
import { metadataFor } from '@/lib/seo/metadata';
import { siteConfig } from '@/site.config';

export const generateMetadata = metadataFor('/privacy-policy');

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PrivacyPage' });
  const months = (key: keyof typeof RETENTION_MONTHS_SHOWN) => t('months', { count: RETENTION_MONTHS_SHOWN[key] });
  const mail = outsideLink(`mailto:${siteConfig.email}`);
  const collected: { title: string; text: string }[] = t.raw('collected');
  const purposes: { purpose: string; basis: string }[] = t.raw('purposes');
  const processors: { name: string; role: string; location: string }[] = t.raw('processors');
  const retention = {
    forms: { months: months('forms') },
    leads: { hours: DELIVERED_KEPT_MS / 3_600_000 },
    newsletter: { hours: LINK_VALIDITY_HOURS },
    analytics: { months: months('analytics') },
    marketing: { months: months('marketing') },
    functional: { months: months('functional') },
    consent: { months: t('months', { count: CONSENT_VALIDITY_MONTHS }), entries: PRIVACY_LOG_LIMIT },
  };
  const retentionKeys = Object.keys(retention) as (keyof typeof retention)[];
  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')} href="/privacy-policy">
        <p className="mt-4 text-sm text-muted">{t('updated', { date: longDate(locale, policyRevision.updated) })}</p>
      </PageIntro>
      <LegalDocument>
        <LegalSection id="controller" title={t('controllerTitle')}>
          <p>
            {t.rich('controllerText', {
              owner: siteConfig.ownerName,
              company: siteConfig.legal.companyName,
              siret: siteConfig.legal.siret,
              brand: siteConfig.brand,
              address: postalAddress(locale),
              email: siteConfig.email,
              mail,
            })}
          </p>
        </LegalSection>
        <LegalSection id="collected" title={t('collectedTitle')}>
          {collected.map((item) => (
            <div key={item.title}>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-muted">{item.text}</p>
            </div>
          ))}
        </LegalSection>
        <LegalSection id="purposes" title={t('purposesTitle')}>
          {/* Fixed columns whose words wrap: the table fits the page at any width and text spacing, never scrolls. */}
          <Card padding="none" className="overflow-hidden">
            <table className="w-full table-fixed text-left text-sm">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="p-4 font-semibold">
                    {t('purposeLabel')}
                  </th>
                  <th scope="col" className="p-4 font-semibold">
                    {t('basisLabel')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {purposes.map((row) => (
                  <tr key={row.purpose}>
                    <th scope="row" className="p-4 align-top font-medium">
                      {row.purpose}
                    </th>
                    <td className="p-4 align-top text-muted">{row.basis}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </LegalSection>
        <LegalSection id="retention" title={t('retentionTitle')}>
          <p>{t('retentionIntro')}</p>
          <BulletList items={retentionKeys.map((key) => t(`retention.${key}`, retention[key]))} />
        </LegalSection>
        <LegalSection id="processors" title={t('processorsTitle')}>
          <p>{t('processorsIntro')}</p>
          <ul className="space-y-3">
            {processors.map((processor) => (
              <Card as="li" key={processor.name} padding="sm">
                <p className="font-semibold">{processor.name}</p>
                <p className="text-muted">{processor.role}</p>
                <p className="text-sm text-muted">{processor.location}</p>
              </Card>
            ))}
          </ul>
          <p>{t('transfers')}</p>
        </LegalSection>
        <LegalSection id="newsletter" title={t('newsletterTitle')}>
          <p>{t.rich('newsletterText', { email: siteConfig.email, mail })}</p>
        </LegalSection>
        <LegalSection id="rights" title={t('rightsTitle')}>
          <p>{t('rightsIntro')}</p>
          <BulletList items={t.raw('rights')} />
          <p>{t.rich('rightsHow', { email: siteConfig.email, mail })}</p>
          <MyDataButton label={t('openMyData')} className={buttonClass('secondary')} />
          <p>{t.rich('complaint', { cnil: outsideLink('https://www.cnil.fr/fr/plaintes') })}</p>
        </LegalSection>
        <LegalSection id="cookies" title={t('cookiesTitle')}>
          <p>{t.rich('cookiesText', { settings: pageLink('/cookie-settings') })}</p>
        </LegalSection>
        <LegalSection id="security" title={t('securityTitle')}>
          <p>{t('securityText', { owner: siteConfig.ownerName })}</p>
        </LegalSection>
      </LegalDocument>
    </>
  );
}
