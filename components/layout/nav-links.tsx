import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { cityHref } from '@/lib/places/cities';
import { siteConfig } from '@/site.config';

const linkClass =
  'block rounded-md px-3 py-2 hover:bg-brand-soft hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-brand';

/** The services list of the header dropdown and the mobile menu: services (spec §1: "14 options"), then the by-city list. */
export async function ServicesLinks() {
  const t = await getTranslations('Header');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('serviceOptions', { count: siteConfig.claims.serviceOptions })}
        </p>
        <ul className="space-y-1">
          <li>
            <Link className={linkClass} href="/services">
              {t('allServices')}
            </Link>
          </li>
          <li>
            <Link className={linkClass} href="/web-developer-france">
              {t('webDeveloper')}
            </Link>
          </li>
          <li>
            <Link className={linkClass} href="/mobile-app-developer-europe">
              {t('mobileDeveloper')}
            </Link>
          </li>
          <li>
            <Link className={linkClass} href="/custom-websites-france">
              {t('customWebsites')}
            </Link>
          </li>
        </ul>
      </div>
      <div>
        <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">{t('byCity')}</p>
        <ul className="grid grid-cols-2 gap-x-2">
          {siteConfig.cities.map((city) => (
            <li key={city.slug}>
              <Link className={linkClass} href={cityHref(city.slug)}>
                {city.name}
              </Link>
            </li>
          ))}
          <li>
            <Link className={linkClass} href="/cities">
              {t('allCities')}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** Portfolio, Blog, About: the plain links of the header, the mobile menu and the footer. */
export async function pageLinks() {
  const t = await getTranslations('Header');
  return [
    { href: '/portfolio', label: t('portfolio') },
    { href: '/blog', label: t('blog') },
    { href: '/about', label: t('about') },
  ] as const;
}
