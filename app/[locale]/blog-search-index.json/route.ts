import { isLocale, routing } from '@/i18n/routing';
import { getSearchIndex } from '@/lib/content';

// Prerendered per language and refreshed with the articles (hourly, and on the content webhook).
export const revalidate = 3600;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The blog search's index of a language (lib/content/search.ts): `/blog-search-index.json`, `/fr/…`. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/blog-search-index.json'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  return Response.json(await getSearchIndex(locale));
}
