import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd, type Crumb } from '@/components/marketing/breadcrumb-json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** The visible trail from home to this page (the last crumb), and the same trail as BreadcrumbList data. */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  const crumbs: Crumb[] = [{ name: t('home'), href: '/' }, ...trail];
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
                  className="underline-offset-4 hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <BreadcrumbJsonLd locale={locale} trail={trail} />
    </>
  );
}
