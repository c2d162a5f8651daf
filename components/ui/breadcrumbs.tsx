import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl, type Href } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

/** The trail from the first page under home to this page (the last crumb); home comes first by itself. */
export type Trail = { name: string; href: Href }[];
type TrailProps = { locale: Locale; trail: Trail };

async function withHome({ locale, trail }: TrailProps) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  return { label: t('label'), crumbs: [{ name: t('home'), href: '/' as Href }, ...trail] };
}

/** The trail as BreadcrumbList data only, for pages whose design shows no visible trail. */
export async function BreadcrumbJsonLd(props: TrailProps) {
  const { crumbs } = await withHome(props);
  return (
    <JsonLd data={breadcrumbJsonLd(crumbs.map(({ name, href }) => ({ name, url: absoluteUrl(props.locale, href) })))} />
  );
}

/** The visible trail from home to this page, and the same trail as BreadcrumbList data. */
export async function Breadcrumbs(props: TrailProps) {
  const { label, crumbs } = await withHome(props);
  return (
    <nav aria-label={label} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {crumbs.slice(0, -1).map((crumb) => (
          <li key={crumb.name} className="flex items-center gap-2">
            <Link href={crumb.href} className="focus-ring underline-offset-4 hover:text-brand hover:underline">
              {crumb.name}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-ink">
          {crumbs.at(-1)?.name}
        </li>
      </ol>
      <BreadcrumbJsonLd {...props} />
    </nav>
  );
}
