import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { isLocale, routing } from '@/i18n/routing';

/**
 * What the browser shows once a not-found page is running: the server sent that page whole, with status 404
 * (components/layout/not-found-status.tsx), and the `notFound()` it carries reaches this boundary in the browser,
 * which shows the same content (docs/architecture.md#not-found-pages).
 */
export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <>
      <title>{t('title')}</title>
      <NotFoundContent locale={locale} />
    </>
  );
}
