import { pageSegments, sectionPage } from '@/i18n/paths';
import { isLocale } from '@/i18n/routing';
import { indexablePages } from '@/lib/seo/indexable-pages';
import { pageTitle } from '@/lib/seo/page-title';
import { shareCard } from '@/lib/seo/share-card';

// Prerendered for every page of the sitemap; an article's picture follows its title when it changes.
export const revalidate = 3600;

// A route handler has no layout above it: it names the locale of each of its pages itself.
export async function generateStaticParams() {
  return (await indexablePages()).map(({ locale, href }) => ({ locale, page: pageSegments(locale, href) }));
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * The picture shared with a page: `/og/about` for `/about`, `/fr/og/a-propos` for `/fr/a-propos`
 * (lib/seo/share-image.ts). Only the sitemap's pages have one; a page's other names do not.
 */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/og/[[...page]]'>) {
  const { locale, page = [] } = await params;
  if (!isLocale(locale)) return notFound();
  // A path that names no page is answered without reading any content.
  const match = sectionPage(locale, page);
  if (!match) return notFound();
  const listed = (await indexablePages()).some(
    (candidate) => candidate.locale === locale && pageSegments(locale, candidate.href).join('/') === page.join('/'),
  );
  const title = listed ? await pageTitle(locale, match) : undefined;
  return title ? shareCard({ title }) : notFound();
}
