import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { services } from '@/lib/marketing/services';
import { cityHref } from '@/lib/places/cities';
import { landingPages } from '@/lib/places/landings';
import { siteConfig } from '@/site.config';

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
 * The services list of the header dropdown and the mobile menu (docs/behaviour/pages-and-routes.md#header): the
 * services page and each service, advice for a visitor who cannot choose, then each landing page, under the count of
 * them; then the by-city list.
 */
export async function ServicesLinks() {
  const [t, catalogue, home] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Services'),
    getTranslations('HomePage'),
  ]);
  const options: MenuLink[][] = [
    [
      { href: '/services', label: t('allServices') },
      ...services.map(({ id }) => ({
        href: { pathname: '/services' as const, hash: id },
        label: catalogue(`items.${id}.title`),
      })),
      { href: '/contact', label: t('advice') },
    ],
    landingPages.map(({ key, href }) => ({ href, label: home(`landings.${key}`) })),
  ];
  const count = options.flat().length;
  return (
    <div className="space-y-4">
      <div>
        <p className="menu-label">{t('serviceOptions', { count })}</p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {options.map((links) => (
            <MenuLinks key={links[0].label} className="space-y-1" links={links} />
          ))}
        </div>
      </div>
      <div>
        <p className="menu-label">{t('byCity')}</p>
        <MenuLinks
          className="grid grid-cols-2 gap-x-2 sm:grid-cols-4"
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
