import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { siteConfig } from '@/site.config';
import { Disclosure } from './disclosure';
import { EnvironmentBanner } from './environment-banner';
import { HeaderShell } from './header-shell';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { pageLinks, ServicesLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { cx } from '@/components/ui/class-names';

const navLink = 'nav-link';
const ctaClass = 'nav-cta';

function PageLinks({ links }: { links: Awaited<ReturnType<typeof pageLinks>> }) {
  return links.map(({ href, label }) => (
    <Link key={href} className={navLink} href={href}>
      {label}
    </Link>
  ));
}

/**
 * Draft mode needs a Sanity project (docs/architecture.md#draft-preview). Its variable, always inlined at build
 * (next.config.ts), lets the compiler drop this import where there is none: no page then compiles the studio's
 * overlays, a thousand modules, for a bar it never shows.
 */
async function DraftPreviewBar() {
  if (!process.env.NEXT_PUBLIC_SANITY_PROJECT_ID) return null;
  const { PreviewBar } = await import('./preview-bar');
  return <PreviewBar />;
}

export async function SiteHeader() {
  const t = await getTranslations('Header');
  const locale = await getLocale();
  // Each switch invites in its own language, with the words of that language's catalogue.
  const switches = await Promise.all(
    routing.locales
      .filter((target) => target !== locale)
      .map(async (target) => ({
        target,
        label: (await getTranslations({ locale: target, namespace: 'Header' }))('readInThisLanguage'),
      })),
  );
  const links = await pageLinks();
  // One element in both menus: the RSC payload then carries its links once.
  const servicesLinks = <ServicesLinks />;
  return (
    <HeaderShell>
      <EnvironmentBanner />
      <DraftPreviewBar />
      <a
        href="#main"
        className={cx(
          'sr-only focus:not-sr-only focus:absolute',
          'focus:left-4 focus:top-4 focus:rounded focus:bg-white focus:p-2',
        )}
      >
        {t('skipToContent')}
      </a>
      <div className="wrap flex h-16 items-center justify-between gap-4">
        <Link href="/" aria-label={t('homeLabel', { brand: siteConfig.shortBrand })} className="focus-ring rounded-md">
          <Logo brand={siteConfig.shortBrand} />
        </Link>
        <nav aria-label={t('mainNav')} className="hidden items-center gap-1 lg:flex">
          <Disclosure label={t('services')} variant="menu">
            {servicesLinks}
          </Disclosure>
          <PageLinks links={links} />
        </nav>
        <div className="flex items-center gap-2">
          <Link href="/contact" className={`${ctaClass} hidden sm:block`}>
            {t('letsTalk')}
          </Link>
          {switches.map(({ target, label }) => (
            <LanguageSwitch key={target} target={target} label={label} short={target.toUpperCase()} />
          ))}
          <ThemeToggle toBlue={t('themeToBlue')} toRed={t('themeToRed')} />
          <div className="lg:hidden">
            <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')} title={t('mobileMenu')}>
              <nav aria-label={t('mainNav')} className="flex flex-col gap-1">
                <Disclosure label={t('services')} variant="inline">
                  {servicesLinks}
                </Disclosure>
                <PageLinks links={links} />
                <Link href="/contact" className={`${ctaClass} mt-4`}>
                  {t('letsTalk')}
                </Link>
              </nav>
            </MobileMenu>
          </div>
        </div>
      </div>
    </HeaderShell>
  );
}
