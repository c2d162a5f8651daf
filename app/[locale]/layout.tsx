import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { getTranslations } from 'next-intl/server';
import { SiteAnalytics } from '@/components/analytics/site-analytics';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { Experience } from '@/components/experience/experience';
import { LoadingScreen } from '@/components/experience/loading-screen';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ThemeProvider } from '@/components/layout/theme-provider';
import { JsonLd } from '@/components/seo/json-ld';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { pageLocale } from '@/i18n/page-locale';
import { withLocalePrefix } from '@/i18n/paths';
import { absoluteUrl } from '@/lib/seo/metadata';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';
// The stylesheet belongs to the site's layouts, not to the root one: with inlineCss, whatever the root layout
// imports is inlined a second time into every page's payload for the global error boundary (vercel/next.js#98110),
// which carries its own styles anyway.
import '../globals.css';
import '@/lib/typeface.css';

const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  // The variable font's whole weight axis: declared as one weight, WebKit would draw bold on top of its bold cuts.
  weight: '100 900',
  // Fetched from the document's head, so it is in hand before the first layout of every load after the first, in
  // every engine; a page that lays out before it arrives keeps the stand-in (lib/typeface.css) to the end, so a late
  // font never moves a line (docs/behaviour/experience.md#typeface).
  display: 'optional',
  adjustFontFallback: false,
  preload: true,
});

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl),
    title: { default: t('siteName'), template: t('titleTemplate') },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    manifest: withLocalePrefix(locale, '/manifest.webmanifest'),
    openGraph: { siteName: t('siteName') },
  };
}

export const viewport: Viewport = {
  themeColor: '#1d4ed8',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const [t, navigation] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'NavigationProgress' }),
  ]);
  return (
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        {/* First in <body>: it decides before first paint whether the first-visit screen covers the page. */}
        <LoadingScreen />
        {/* No next-intl provider: client leaves receive their strings and links as props from the server. */}
        <ThemeProvider>
          <Experience>
            <SiteHeader />
            {/* After the skip link and the header in the tab order, before the page it asks about. */}
            <ConsentBanner />
            <NavigationProgress label={navigation('label')} />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
            <SiteAnalytics />
          </Experience>
        </ThemeProvider>
        <JsonLd
          data={[organizationJsonLd(locale, t('defaultDescription')), websiteJsonLd(locale, absoluteUrl(locale, '/'))]}
        />
      </body>
    </html>
  );
}
