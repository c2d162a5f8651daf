import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { isLocale } from '@/i18n/routing';

/**
 * An article that does not exist (`notFound()` in a page): status 404 and noindex from Next. Unknown
 * addresses get the prerendered app/[locale]/not-found-page instead (README, "Not-found pages").
 */
export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : 'en';
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <>
      <title>{t('title')}</title>
      <NotFoundContent locale={locale} />
    </>
  );
}
