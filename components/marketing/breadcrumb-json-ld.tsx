import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl, type Href } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

/** BreadcrumbList for a page one level below home. */
export async function BreadcrumbJsonLd({ locale, href, name }: { locale: Locale; href: Href; name: string }) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  return (
    <JsonLd
      data={breadcrumbJsonLd([
        { name: t('home'), url: absoluteUrl(locale, '/') },
        { name, url: absoluteUrl(locale, href) },
      ])}
    />
  );
}
