import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl, type Href } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { cx } from './class-names';

type Crumb = { name: string; href: Href };

type TrailProps = {
  locale: Locale;
  /** From the first page under home to this page (the last crumb); home comes first by itself. */
  trail: Crumb[];
};

async function withHome({ locale, trail }: TrailProps) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  return { t, crumbs: [{ name: t('home'), href: '/' }, ...trail] as Crumb[] };
}

function TrailData({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  return (
    <JsonLd
      data={breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(locale, crumb.href) })))}
    />
  );
}

/** The visible trail from home to this page, and the same trail as BreadcrumbList data. */
export async function Breadcrumbs(props: TrailProps) {
  const { t, crumbs } = await withHome(props);
  return (
    <>
      <nav aria-label={t('label')} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          {crumbs.map((crumb, index) => (
            <li key={crumb.name} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  href={crumb.href}
                  className={cx(
                    'underline-offset-4 hover:text-brand hover:underline',
                    'focus-visible:outline-2 focus-visible:outline-brand',
                  )}
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <TrailData locale={props.locale} crumbs={crumbs} />
    </>
  );
}

/** The trail as BreadcrumbList data only, for pages whose design shows no visible trail. */
export async function BreadcrumbJsonLd(props: TrailProps) {
  const { crumbs } = await withHome(props);
  return <TrailData locale={props.locale} crumbs={crumbs} />;
}
