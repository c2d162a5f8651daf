import { getTranslations } from 'next-intl/server';
import { ConsentDate } from '@/components/consent/consent-date';
import { CookieSettingsForm, type CategoryTexts } from '@/components/consent/cookie-settings-form';
import { OpenMyDataButton } from '@/components/consent/open-my-data-button';
import { LegalDocument, LegalSection, pageLink } from '@/components/legal/legal-section';
import { PageIntro } from '@/components/page-intro';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { buttonClass } from '@/components/ui/button-class';
import { CONSENT_VALIDITY_MONTHS, RETENTION_MONTHS_SHOWN } from '@/lib/consent/constants';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/cookie-settings');

const categories = ['necessary', 'analytics', 'marketing', 'functional'] as const;

export default async function CookieSettingsPage({ params }: PageProps<'/[locale]/cookie-settings'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'CookieSettingsPage' });
  const months = (count: number) => t('months', { count });
  const retention = {
    necessary: t('necessaryRetention', { months: months(CONSENT_VALIDITY_MONTHS) }),
    analytics: months(RETENTION_MONTHS_SHOWN.analytics),
    marketing: months(RETENTION_MONTHS_SHOWN.marketing),
    functional: months(RETENTION_MONTHS_SHOWN.functional),
  };
  const texts = Object.fromEntries(
    categories.map((category) => [
      category,
      {
        name: t(`categories.${category}.name`),
        text: t(`categories.${category}.text`),
        stores: t(`categories.${category}.stores`),
        retention: retention[category],
      },
    ]),
  ) as Record<(typeof categories)[number], CategoryTexts>;

  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')} />
      <LegalDocument>
        <LegalSection id="categories" title={t('categoriesTitle')}>
          <CookieSettingsForm
            categories={texts}
            texts={{
              alwaysOn: t('alwaysOn'),
              storesLabel: t('storesLabel'),
              retentionLabel: t('retentionLabel'),
              save: t('save'),
              saved: t('saved'),
              chosenOn: t.rich('chosenOn', { date: () => <ConsentDate locale={locale} /> }),
              notChosen: t('notChosen'),
            }}
          />
        </LegalSection>
        <LegalSection id="rights" title={t('rightsTitle')}>
          <p>{t.rich('rightsText', { privacy: pageLink('/privacy-policy') })}</p>
          <OpenMyDataButton label={t('openMyData')} className={buttonClass('secondary')} />
        </LegalSection>
      </LegalDocument>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('h1'), href: '/cookie-settings' }]} />
    </>
  );
}
