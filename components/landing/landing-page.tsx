import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { isLocale, type landingPaths } from '@/i18n/routing';
import { pageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

export type LandingPath = keyof typeof landingPaths;
type LandingId = LandingPath extends `/${infer Id}` ? Id : never;

function landingId(path: LandingPath): LandingId {
  return path.slice(1) as LandingId;
}

/** `generateMetadata` and the page of one SEO landing page of spec §2. */
export function landingPage(path: LandingPath) {
  const id = landingId(path);
  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: `Landings.${id}` });
    return pageMetadata({ locale, href: path, title: t('title'), description: t('metaDescription') });
  }
  async function LandingPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: `Landings.${id}` });
    return <PageIntro h1={t('h1')} intro={t('heroContent')} />;
  }
  return { generateMetadata, LandingPage };
}
