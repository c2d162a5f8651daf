import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { pageLocale } from '@/i18n/page-locale';
import { noindexRobots } from '@/lib/seo/metadata';

/**
 * The page every unknown address shows, prerendered once per language: next.config's fallback rewrites send
 * the paths no route claims here, and lib/cache serves it with status 404. A `notFound()` thrown while
 * rendering would give Next's empty error shell instead (README, "Not-found pages").
 */
export async function generateMetadata({ params }: PageProps<'/[locale]/not-found-page'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: noindexRobots };
}

export default async function NotFoundPage({ params }: PageProps<'/[locale]/not-found-page'>) {
  return <NotFoundContent locale={await pageLocale(params)} />;
}
