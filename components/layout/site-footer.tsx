import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';
import { MyDataButton } from '@/components/consent/my-data-button';
import { Link } from '@/i18n/navigation';
import { phoneHref, siteConfig } from '@/site.config';
import { Logo } from './logo';
import { pageLinks } from './nav-links';

type FooterLink = { href: ComponentProps<typeof Link>['href']; label: string };

const linkItems = (links: FooterLink[]) =>
  links.map(({ href, label }) => (
    <li key={label}>
      <Link className="foot-link" href={href}>
        {label}
      </Link>
    </li>
  ));

const socialNetworks = ['linkedin', 'instagram', 'facebook'] as const;

export async function SiteFooter() {
  const [t, header, links] = await Promise.all([getTranslations('Footer'), getTranslations('Header'), pageLinks()]);
  // The visible text and the name that says where the link leads; the networks open in a new tab.
  const outLink = (href: string, text: string, label: string, newTab = false) => (
    <li key={href}>
      <a
        className="foot-link"
        href={href}
        aria-label={label}
        {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {text}
      </a>
    </li>
  );
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="wrap grid gap-10 py-14 md:grid-cols-4">
        <div className="space-y-3 md:col-span-2">
          <div className="[&_span]:text-white">
            <Logo brand={siteConfig.brand} />
          </div>
          <p>{t('tagline')}</p>
          <p className="flex items-center gap-2 text-sm text-emerald-300">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
            {t('availability')}
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-3 font-semibold text-white">
            {t('quickLinks')}
          </h2>
          <ul className="space-y-2">
            {linkItems([
              { href: '/services', label: header('services') },
              ...links,
              { href: '/cities', label: header('allCities') },
              { href: '/contact', label: t('contact') },
            ])}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">{t('contact')}</h2>
          <ul className="space-y-2">
            {outLink(`mailto:${siteConfig.email}`, siteConfig.email, t('emailLabel', { email: siteConfig.email }))}
            {outLink(phoneHref, siteConfig.phone, t('phoneLabel', { phone: siteConfig.phone }))}
          </ul>
          <h2 className="mb-3 mt-6 font-semibold text-white">{t('follow')}</h2>
          <ul className="flex gap-4">
            {socialNetworks.map((network) =>
              outLink(siteConfig.socials[network], t(network), t('socialLabel', { network: t(network) }), true),
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="wrap flex flex-col items-start justify-between gap-4 py-8 md:flex-row md:items-center">
          <div>
            <p className="text-lg font-semibold text-white">{t('ctaTitle')}</p>
            <p>{t('ctaText')}</p>
          </div>
          <Link
            href="/contact"
            className="rounded-full bg-white px-5 py-2.5 font-semibold text-slate-950 hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('ctaButton')}
          </Link>
        </div>
      </div>
      <div className="border-t border-slate-800 text-sm">
        <div className="wrap flex flex-col gap-3 py-6 md:flex-row md:items-center md:justify-between">
          <p>{t('copyright', { year: siteConfig.copyrightYear, brand: siteConfig.brand })}</p>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {linkItems([
                { href: '/privacy-policy', label: t('privacy') },
                { href: '/legal-mentions', label: t('legalMentions') },
                { href: '/accessibility', label: t('accessibility') },
                { href: '/cookie-settings', label: t('cookieSettings') },
              ])}
              <li>
                <MyDataButton label={t('myData')} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
