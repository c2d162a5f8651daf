import type { Metadata } from 'next';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-content';
import { pageLocale } from '@/i18n/page-locale';

/**
 * The page every unknown address shows, prerendered once per language with status 404: next.config's fallback
 * rewrites send the paths no route claims here, and proxy.ts the articles that do not exist (README,
 * "Not-found pages"). Regenerated at most once a minute, so a CDN keeps a 404 only that long: an article
 * published since is found on the next visit.
 */
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/not-found-page'>): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params));
}

export default async function UnknownAddressPage({ params }: PageProps<'/[locale]/not-found-page'>) {
  return <NotFoundPage locale={await pageLocale(params)} />;
}
