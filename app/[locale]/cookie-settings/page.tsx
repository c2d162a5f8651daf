import { getMessages, getTranslations } from 'next-intl/server';
import { ConsentDate, ConsentForm } from '@/components/consent/consent-form';
import { MyDataButton } from '@/components/consent/my-data-button';
import { LegalDocument, LegalSection, pageLink } from '@/components/legal/legal-section';
import { PageIntro } from '@/components/page-intro';
import { buttonClass } from '@/components/ui/button-class';
import { CONSENT_VALIDITY_MONTHS, RETENTION_MONTHS_SHOWN } from '@/lib/consent/constants';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/cookie-settings');

/** The advanced cookie settings (docs/behaviour/privacy-and-consent.md#cookie-settings-page). */
export default async function CookieSettingsPage({ params }: PageProps<'/[locale]/cookie-settings'>) {
  const locale = await pageLocale(params);
  const [t, { CookieSettingsPage: texts }] = await Promise.all([
    getTranslations({ locale, namespace: 'CookieSettingsPage' }),
    getMessages({ locale }),
  ]);
  const months = (count: number) => t('months', { count });
  const categories = (['necessary', 'analytics', 'marketing', 'functional'] as const).map((name) => ({
    name,
    label: texts.categories[name].name,
    text: texts.categories[name].text,
    details: (
      <>
        {name === 'necessary' ? <p className="mt-2 text-sm font-semibold text-emerald-700">{texts.alwaysOn}</p> : null}
        <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">{texts.storesLabel}</dt>
          <dd className="text-muted">{texts.categories[name].stores}</dd>
          <dt className="font-semibold text-ink">{texts.retentionLabel}</dt>
          <dd className="text-muted">
            {name === 'necessary'
              ? t('necessaryRetention', { months: months(CONSENT_VALIDITY_MONTHS) })
              : months(RETENTION_MONTHS_SHOWN[name])}
          </dd>
        </dl>
      </>
    ),
  }));
  return (
    <>
      <PageIntro h1={texts.h1} intro={texts.intro} href="/cookie-settings" />
      <LegalDocument>
        <LegalSection id="categories" title={texts.categoriesTitle}>
          <ConsentForm
            categories={categories}
            settings={{
              chosenOn: t.rich('chosenOn', { date: () => <ConsentDate locale={locale} /> }),
              notChosen: texts.notChosen,
              saved: texts.saved,
            }}
          >
            <button type="submit" className={buttonClass('primary')}>
              {texts.save}
            </button>
          </ConsentForm>
        </LegalSection>
        <LegalSection id="rights" title={texts.rightsTitle}>
          <p>{t.rich('rightsText', { privacy: pageLink('/privacy-policy') })}</p>
          <MyDataButton label={texts.openMyData} className={buttonClass('secondary')} />
        </LegalSection>
      </LegalDocument>
    </>
  );
}
