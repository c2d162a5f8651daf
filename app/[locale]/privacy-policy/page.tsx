import { getTranslations } from 'next-intl/server';
import { OpenMyDataButton } from '@/components/consent/open-my-data-button';
import { LegalDocument, LegalSection, outsideLink, pageLink } from '@/components/legal/legal-section';
import { postalAddress } from '@/components/legal/postal-address';
import { PageIntro } from '@/components/page-intro';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { buttonClass } from '@/components/ui/button-class';
import { Card } from '@/components/ui/card';
import { CONSENT_VALIDITY_MONTHS, PRIVACY_LOG_LIMIT, RETENTION_MONTHS_SHOWN } from '@/lib/consent/constants';
import { longDate } from '@/i18n/dates';
import { pageLocale } from '@/i18n/page-locale';
import { DELIVERED_KEPT_MS } from '@/lib/contact/leads';
import { LINK_VALIDITY_HOURS } from '@/lib/newsletter/token';
import { policyRevision } from '@/lib/privacy/policy-revision';
import { metadataFor } from '@/lib/seo/metadata';
import { siteConfig } from '@/site.config';

export const generateMetadata = metadataFor('/privacy-policy');

const HOUR_MS = 3_600_000;

type Titled = { title: string; text: string };
type Purpose = { purpose: string; basis: string };
type Processor = { name: string; role: string; location: string };

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PrivacyPage' });
  const months = (count: number) => t('months', { count });
  const mail = outsideLink(`mailto:${siteConfig.email}`);
  const collected = t.raw('collected') as Titled[];
  const purposes = t.raw('purposes') as Purpose[];
  const processors = t.raw('processors') as Processor[];
  const rights = t.raw('rights') as string[];

  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')}>
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
          <Card padding="none" className="overflow-x-auto">
            <table className="w-full text-left text-sm">
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
          <ul className="list-disc space-y-2 pl-6">
            <li>{t('retention.forms', { months: months(RETENTION_MONTHS_SHOWN.forms) })}</li>
            <li>{t('retention.leads', { hours: DELIVERED_KEPT_MS / HOUR_MS })}</li>
            <li>{t('retention.newsletter', { hours: LINK_VALIDITY_HOURS })}</li>
            <li>{t('retention.analytics', { months: months(RETENTION_MONTHS_SHOWN.analytics) })}</li>
            <li>{t('retention.marketing', { months: months(RETENTION_MONTHS_SHOWN.marketing) })}</li>
            <li>{t('retention.functional', { months: months(RETENTION_MONTHS_SHOWN.functional) })}</li>
            <li>{t('retention.consent', { months: months(CONSENT_VALIDITY_MONTHS), entries: PRIVACY_LOG_LIMIT })}</li>
          </ul>
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
          <ul className="list-disc space-y-1 pl-6">
            {rights.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </ul>
          <p>{t.rich('rightsHow', { email: siteConfig.email, mail })}</p>
          <OpenMyDataButton label={t('openMyData')} className={buttonClass('secondary')} />
          <p>{t.rich('complaint', { cnil: outsideLink('https://www.cnil.fr/fr/plaintes') })}</p>
        </LegalSection>

        <LegalSection id="cookies" title={t('cookiesTitle')}>
          <p>{t.rich('cookiesText', { settings: pageLink('/cookie-settings') })}</p>
        </LegalSection>

        <LegalSection id="security" title={t('securityTitle')}>
          <p>{t('securityText', { owner: siteConfig.ownerName })}</p>
        </LegalSection>
      </LegalDocument>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('h1'), href: '/privacy-policy' }]} />
    </>
  );
}
