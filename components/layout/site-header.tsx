import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { siteConfig } from '@/site.config';
import { Disclosure } from './disclosure';
import { EnvironmentBanner } from './environment-banner';
import { HeaderShell } from './header-shell';
import { getArticlePairs } from '@/lib/content';
import { LanguageSwitchLink } from './language-switch-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { pageLinks, ServicesLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

/**
 * Draft mode needs a Sanity project (docs/architecture.md#draft-preview). Its variable, always inlined at build
 * (next.config.ts), lets the compiler drop this import where there is none, and the studio's overlays with it.
 */
async function DraftPreviewBar() {
  if (!process.env.NEXT_PUBLIC_SANITY_PROJECT_ID) return null;
  const { PreviewBar } = await import('./preview-bar');
  return <PreviewBar />;
}

/**
 * The breakpoints are the header's own width in `rem` (@container variants): at 200 % text the header has the
 * layout it has at half the width, so every control stays in view (docs/behaviour/pages-and-routes.md#header).
 */
export async function SiteHeader() {
  const [t, locale, links, articlePairs] = await Promise.all([
    getTranslations('Header'),
    getLocale(),
    pageLinks(),
    getArticlePairs(),
  ]);
  // Each switch invites in its own language, with the words of that language's catalogue.
  const switches = await Promise.all(
    routing.locales
      .filter((target) => target !== locale)
      .map(async (target) => ({
        target,
        label: (await getTranslations({ locale: target, namespace: 'Header' }))('readInThisLanguage'),
      })),
  );
  const pageLinkElements = links.map(({ href, label }) => (
    <Link key={href} className="nav-link" href={href}>
      {label}
    </Link>
  ));
  // One element in both menus: the RSC payload then carries its links once.
  const servicesLinks = <ServicesLinks />;
  return (
    <HeaderShell>
      <EnvironmentBanner />
      <DraftPreviewBar />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <div className="wrap flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
        <Link href="/" aria-label={t('homeLabel', { brand: siteConfig.shortBrand })} className="focus-ring rounded-md">
          <Logo brand={siteConfig.shortBrand} />
        </Link>
        <nav aria-label={t('mainNav')} className="hidden items-center gap-1 @5xl:flex">
          <Disclosure label={t('services')} variant="menu">
            {servicesLinks}
          </Disclosure>
          {pageLinkElements}
        </nav>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <Link href="/contact" className="nav-cta hidden @min-[40rem]:block">
            {t('letsTalk')}
          </Link>
          {switches.map(({ target, label }) => (
            // The layout does not know the page: the link finds its twin from the URL, with the articles published in
            // both languages, already in the server HTML (i18n/twins.ts).
            <LanguageSwitchLink
              key={target}
              target={target}
              label={label}
              short={target.toUpperCase()}
              articlePairs={articlePairs}
            />
          ))}
          <ThemeToggle toBlue={t('themeToBlue')} toRed={t('themeToRed')} />
          <div className="@5xl:hidden">
            <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')} title={t('mobileMenu')}>
              <nav aria-label={t('mainNav')} className="flex flex-col gap-1">
                <Disclosure label={t('services')} variant="inline">
                  {servicesLinks}
                </Disclosure>
                {pageLinkElements}
                <Link href="/contact" className="nav-cta mt-4">
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
