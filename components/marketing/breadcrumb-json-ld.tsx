import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl, type Href } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

export type Crumb = { name: string; href: Href };

/** BreadcrumbList data for the trail from home to this page (the last crumb); home comes first by itself. */
export async function BreadcrumbJsonLd({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  const crumbs: Crumb[] = [{ name: t('home'), href: '/' }, ...trail];
  return (
    <JsonLd
      data={breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(locale, crumb.href) })))}
    />
  );
}
