import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { metadataFor, pageLocale } from '@/lib/i18n/page';

export const generateMetadata = metadataFor('CookieSettingsPage', '/cookie-settings');

export default async function CookieSettingsPage({ params }: PageProps<'/[locale]/cookie-settings'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'CookieSettingsPage' });
  return <PageIntro h1={t('h1')} intro={t('intro')} />;
}
