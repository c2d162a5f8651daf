import { getMessages, getTranslations } from 'next-intl/server';
import { ConsentDate } from '@/components/consent/consent-date';
import { CookieSettingsForm } from '@/components/consent/cookie-settings-form';
import { OpenMyDataButton } from '@/components/consent/open-my-data-button';
import { LegalDocument, LegalSection, pageLink } from '@/components/legal/legal-section';
import { PageIntro } from '@/components/page-intro';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { buttonClass } from '@/components/ui/button-class';
import { CONSENT_VALIDITY_MONTHS, RETENTION_MONTHS_SHOWN } from '@/lib/consent/constants';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/cookie-settings');

export default async function CookieSettingsPage({ params }: PageProps<'/[locale]/cookie-settings'>) {
  const locale = await pageLocale(params);
  const [t, { CookieSettingsPage: texts }] = await Promise.all([
    getTranslations({ locale, namespace: 'CookieSettingsPage' }),
    getMessages({ locale }),
  ]);
  const months = (count: number) => t('months', { count });
  return (
    <>
      <PageIntro h1={texts.h1} intro={texts.intro} />
      <LegalDocument>
        <LegalSection id="categories" title={texts.categoriesTitle}>
          <CookieSettingsForm
            texts={texts}
            retention={{
              necessary: t('necessaryRetention', { months: months(CONSENT_VALIDITY_MONTHS) }),
              analytics: months(RETENTION_MONTHS_SHOWN.analytics),
              marketing: months(RETENTION_MONTHS_SHOWN.marketing),
              functional: months(RETENTION_MONTHS_SHOWN.functional),
            }}
            chosenOn={t.rich('chosenOn', { date: () => <ConsentDate locale={locale} /> })}
          />
        </LegalSection>
        <LegalSection id="rights" title={texts.rightsTitle}>
          <p>{t.rich('rightsText', { privacy: pageLink('/privacy-policy') })}</p>
          <OpenMyDataButton label={texts.openMyData} className={buttonClass('secondary')} />
        </LegalSection>
      </LegalDocument>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: texts.h1, href: '/cookie-settings' }]} />
    </>
  );
}
