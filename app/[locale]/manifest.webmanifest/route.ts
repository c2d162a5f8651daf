import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { withLocalePrefix } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { siteConfig } from '@/site.config';

export const dynamicParams = false;
export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }));

/** The web app manifest of each language (`/manifest.webmanifest`, `/fr/manifest.webmanifest`), linked from its pages. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/manifest.webmanifest'>) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const manifest: MetadataRoute.Manifest = {
    name: siteConfig.brand,
    short_name: siteConfig.shortBrand,
    description: t('defaultDescription'),
    lang: locale,
    start_url: withLocalePrefix(locale, '/'),
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#1d4ed8',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
}
