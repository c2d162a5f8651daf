import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundContent, notFoundMetadata } from '@/components/layout/not-found-content';
import { isLocale, routing } from '@/i18n/routing';

async function boundaryLocale() {
  const requested = await getLocale();
  return isLocale(requested) ? requested : routing.defaultLocale;
}

/**
 * The not-found page's own title and robots: Next resolves the head from this boundary, not from the page, when a
 * regeneration at run time renders the not-found page (docs/architecture.md#not-found-pages).
 */
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await boundaryLocale());
}

/**
 * What the browser shows once a not-found page is running: the server sent that page whole, with status 404
 * (components/layout/not-found-status.tsx), and the `notFound()` it carries reaches this boundary in the browser,
 * which shows the same content (docs/architecture.md#not-found-pages).
 */
export default async function NotFound() {
  const locale = await boundaryLocale();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <>
      <title>{t('title')}</title>
      <NotFoundContent locale={locale} />
    </>
  );
}
