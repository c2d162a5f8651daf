import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { cityHref } from '@/lib/places/cities';
import { siteConfig } from '@/site.config';

const serviceLinks = [
  { href: '/services', key: 'allServices' },
  { href: '/web-developer-france', key: 'webDeveloper' },
  { href: '/mobile-app-developer-europe', key: 'mobileDeveloper' },
  { href: '/custom-websites-france', key: 'customWebsites' },
] as const;

type MenuLink = { href: ComponentProps<typeof Link>['href']; label: string };

function MenuLinks({ links, className }: { links: MenuLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map(({ href, label }) => (
        <li key={label}>
          <Link className="menu-link" href={href}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The services list of the header dropdown and the mobile menu: services ("14 options",
 * docs/behaviour/pages-and-routes.md#header), then the by-city list.
 */
export async function ServicesLinks() {
  const t = await getTranslations('Header');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <p className="menu-label">{t('serviceOptions', { count: siteConfig.claims.serviceOptions })}</p>
        <MenuLinks className="space-y-1" links={serviceLinks.map(({ href, key }) => ({ href, label: t(key) }))} />
      </div>
      <div>
        <p className="menu-label">{t('byCity')}</p>
        <MenuLinks
          className="grid grid-cols-2 gap-x-2"
          links={[
            ...siteConfig.cities.map((city) => ({ href: cityHref(city.slug), label: city.name })),
            { href: '/cities', label: t('allCities') },
          ]}
        />
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
