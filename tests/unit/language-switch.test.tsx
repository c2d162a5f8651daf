import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitchLink } from '@/components/layout/language-switch-link';
import type { Locale } from '@/i18n/routing';
import { articleSlugMap, publishedPairs } from '@/lib/content/slug-map';

/** The page the test is on, as Next's router reports it (public path, route params, query). */
const page = { path: '/', params: {} as Record<string, string>, query: '' };

jest.mock('next/navigation', () => ({
  usePathname: () => page.path,
  useParams: () => page.params,
  useSearchParams: () => new URLSearchParams(page.query),
}));

const everyPair = publishedPairs(
  Object.entries(articleSlugMap).flatMap(([en, { fr }]) => [
    { language: 'en' as const, slug: en },
    { language: 'fr' as const, slug: fr },
  ]),
);

function switchHref(path: string, target: Locale, params: Record<string, string> = {}, query = '', pairs = everyPair) {
  Object.assign(page, { path, params, query });
  const { unmount } = render(<LanguageSwitchLink target={target} label="Switch" short="XX" articlePairs={pairs} />);
  const href = screen.getByRole('link', { name: 'XX, Switch' }).getAttribute('href');
  unmount();
  return href;
}

// docs/behaviour/experience.md#language-switch
describe('the language switch leads to the twin page', () => {
  it.each([
    ['/', 'fr', '/fr', {}],
    ['/fr', 'en', '/', {}],
    ['/about', 'fr', '/fr/a-propos', {}],
    ['/fr/a-propos', 'en', '/about', {}],
    ['/privacy-policy', 'fr', '/fr/politique-de-confidentialite', {}],
    ['/fr/parametres-cookies', 'en', '/cookie-settings', {}],
    ['/cities', 'fr', '/fr/villes', {}],
    ['/web-developer/lyon', 'fr', '/fr/developpeur-web/lyon', { city: 'lyon' }],
    ['/fr/developpeur-web/nantes', 'en', '/web-developer/nantes', { city: 'nantes' }],
    ['/web-development-paris', 'fr', '/fr/developpement-web-paris', {}],
    ['/contact/email-success', 'fr', '/fr/contact/email-success', {}],
    ['/camille-laurent', 'fr', '/fr/camille-laurent', {}],
    // What the server renders after the locale rewrites.
    ['/en/about', 'fr', '/fr/a-propos', {}],
    ['/fr/about', 'en', '/about', {}],
  ] as const)('%s to %s is %s', (path, target, expected, params) => {
    expect(switchHref(path, target, params)).toBe(expected);
  });

  it('maps an article to its published twin, both ways', () => {
    expect(switchHref('/blog/core-web-vitals-guide', 'fr', { slug: 'core-web-vitals-guide' })).toBe(
      '/fr/blog/guide-core-web-vitals',
    );
    expect(switchHref('/fr/blog/guide-core-web-vitals', 'en', { slug: 'guide-core-web-vitals' })).toBe(
      '/blog/core-web-vitals-guide',
    );
  });

  it('leads an article whose twin is missing or unpublished to the blog index', () => {
    const withoutFrenchGuide = everyPair.filter((pair) => pair.fr !== 'guide-core-web-vitals');
    const params = { slug: 'core-web-vitals-guide' };
    expect(switchHref('/blog/core-web-vitals-guide', 'fr', params, '', withoutFrenchGuide)).toBe('/fr/blog');
    expect(switchHref('/blog/an-english-only-post', 'fr', { slug: 'an-english-only-post' })).toBe('/fr/blog');
  });

  it('leads unknown and English-only pages to home', () => {
    expect(switchHref('/no-such-page', 'fr')).toBe('/fr');
    expect(switchHref('/fr/nimporte-quoi', 'en', { rest: 'nimporte-quoi' })).toBe('/');
    expect(switchHref('/test-benefits', 'fr')).toBe('/fr');
  });

  it('keeps the query on the same page, and drops it on a fallback page', () => {
    expect(switchHref('/success', 'fr', {}, 'type=whatsapp')).toBe('/fr/success?type=whatsapp');
    expect(switchHref('/fr/contact/whatsapp-success', 'en', {}, 'type=whatsapp')).toBe(
      '/contact/whatsapp-success?type=whatsapp',
    );
    expect(switchHref('/test-benefits', 'fr', {}, 'variant=b')).toBe('/fr');
  });

  it('stores the explicit choice in the language cookie, and nowhere else, when followed', async () => {
    Object.assign(page, { path: '/about', params: {}, query: '' });
    render(<LanguageSwitchLink target="fr" label="Switch" short="FR" articlePairs={everyPair} />);
    const link = screen.getByRole('link', { name: 'FR, Switch' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain('language=fr');
    // The flag of the switch under way, and no copy of the language.
    expect(Object.keys(localStorage)).toEqual(['languageExplicitlyChanged']);
  });

  it('flags the switch while it navigates, and the page it leads to clears the flag once loaded', async () => {
    Object.assign(page, { path: '/about', params: {}, query: '' });
    const { unmount } = render(<LanguageSwitchLink target="fr" label="Switch" short="FR" articlePairs={everyPair} />);
    expect(localStorage.getItem('languageExplicitlyChanged')).toBeNull();
    const link = screen.getByRole('link', { name: 'FR, Switch' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(localStorage.getItem('languageExplicitlyChanged')).toBe('true');
    unmount();

    // The French page loads, with its own switch back to English.
    Object.assign(page, { path: '/fr/a-propos' });
    render(<LanguageSwitchLink target="en" label="Switch" short="EN" articlePairs={everyPair} />);
    expect(localStorage.getItem('languageExplicitlyChanged')).toBeNull();
    expect(document.cookie).toContain('language=fr');
  });
});
