import { pageSegments, sectionPage } from '@/i18n/paths';
import { isLocale } from '@/i18n/routing';
import { indexablePages } from '@/lib/seo/indexable-pages';
import { pageTitle } from '@/lib/seo/page-title';
import { noShareCard, shareCard } from '@/lib/seo/share-card';

/**
 * Every page of the sitemap but the articles (app/[locale]/og/blog/[slug]) has its picture made at build; any
 * other path under /og is a 404 that renders nothing and stores nothing.
 */
export const dynamicParams = false;

// A route handler has no layout above it: it names the locale of each of its pages itself.
export async function generateStaticParams() {
  return (await indexablePages()).pages
    .filter(({ href }) => typeof href === 'string' || href.pathname !== '/blog/[slug]')
    .map(({ locale, href }) => ({ locale, page: pageSegments(locale, href) }));
}

/** The picture shared with a page: `/og/about` for `/about`, `/fr/og/a-propos` for `/fr/a-propos` (lib/seo/share-image.ts). */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/og/[[...page]]'>) {
  const { locale, page = [] } = await params;
  if (!isLocale(locale)) return noShareCard();
  const match = sectionPage(locale, page);
  const title = match && (await pageTitle(locale, match));
  return title ? shareCard({ title }) : noShareCard();
}
