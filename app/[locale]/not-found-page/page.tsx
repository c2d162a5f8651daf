import type { Metadata } from 'next';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-content';
import { pageLocale } from '@/i18n/page-locale';

/**
 * The page every unknown address shows, prerendered once per language with status 404: next.config's fallback
 * rewrites send the paths no route claims here, and proxy.ts the articles that do not exist
 * (docs/architecture.md#not-found-pages). No revalidation time of its own: it is regenerated only when the content
 * it reads changes, with its title from the not-found boundary's metadata.
 */
export const dynamic = 'force-static';

export async function generateMetadata({ params }: PageProps<'/[locale]/not-found-page'>): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params));
}

export default async function UnknownAddressPage({ params }: PageProps<'/[locale]/not-found-page'>) {
  return <NotFoundPage locale={await pageLocale(params)} />;
}
