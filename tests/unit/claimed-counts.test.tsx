/** @jest-environment-options {"customExportConditions": ["node", "node-addons"]} */
import { renderIn, renderToFragment } from './server-render';

jest.mock('next-intl', () => jest.requireActual('./server-render').nextIntlMock());
jest.mock('next-intl/server', () => jest.requireActual('./server-render').nextIntlServerMock());
jest.mock('next/navigation', () => jest.requireActual('./server-render').nextNavigationMock());

import { ServicesLinks } from '@/components/layout/nav-links';
import CitiesPage from '@/app/[locale]/cities/page';
import ContactPage from '@/app/[locale]/contact/page';
import HomePage from '@/app/[locale]/page';
import ServicesPage from '@/app/[locale]/services/page';
import CityPage from '@/app/[locale]/web-developer/[city]/page';
import { siteConfig } from '@/site.config';

const locales = ['en', 'fr'] as const;
type Locale = (typeof locales)[number];

/** The number a text claims: its first figure. */
function claimed(text: string | null | undefined): number {
  const figure = text?.match(/\d+/);
  if (!figure) throw new Error(`No count in "${text}"`);
  return Number(figure[0]);
}

async function page(
  Page: (props: { params: Promise<Record<string, string>> }) => Promise<React.ReactNode>,
  locale: Locale,
  params: Record<string, string> = {},
) {
  renderIn(locale);
  const element = await Page({ params: Promise.resolve({ locale, ...params }) });
  return renderToFragment(element);
}

/** A band's intro: the paragraph under its heading. */
const intro = (root: HTMLElement, id: string) => root.querySelector(`#${id}-title`)?.nextElementSibling?.textContent;

describe.each(locales)('every count the site claims is the length of what it counts (%s)', (locale) => {
  it('the services menu counts the options it heads, and has the 14 options the site promises', async () => {
    renderIn(locale);
    const menu = await renderToFragment(<ServicesLinks />);
    const [options] = menu.querySelectorAll('.menu-label');
    const headed = options.nextElementSibling!.querySelectorAll('a');
    expect(claimed(options.textContent)).toBe(headed.length);
    expect(headed.length).toBe(14);
  });

  it('the services page and the home page count their services, steps, kinds of project and projects', async () => {
    const services = await page(ServicesPage as never, locale);
    expect(claimed(services.querySelector('#service-list-title')?.textContent)).toBe(
      services.querySelectorAll('#service-list li[id]').length,
    );
    expect(claimed(intro(services, 'process'))).toBe(services.querySelectorAll('#process ol > li').length);
    expect(claimed(intro(services, 'expertise'))).toBe(
      services.querySelector('#expertise ul')!.querySelectorAll(':scope > li').length,
    );
    const home = await page(HomePage as never, locale);
    expect(claimed(intro(home, 'portfolio'))).toBe(home.querySelectorAll('#portfolio [data-portfolio-project]').length);
  });

  it('the cities hub and every city page count the cities they list', async () => {
    const hub = await page(CitiesPage as never, locale);
    const cards = hub.querySelectorAll('#cities li').length;
    expect(cards).toBe(siteConfig.cities.length);
    expect(claimed(intro(hub, 'cities'))).toBe(cards);
    const city = await page(CityPage as never, locale, { city: 'lyon' });
    expect(claimed(city.querySelector('#nearby a[href$="/cities"], #nearby a[href$="/villes"]')?.textContent)).toBe(
      cards,
    );
  });

  it('the contact page counts the steps of its funnel', async () => {
    const contact = await page(ContactPage as never, locale);
    const steps = contact.querySelectorAll('form ol li').length;
    expect(steps).toBeGreaterThan(0);
    expect(claimed(contact.querySelector('h1')?.nextElementSibling?.textContent)).toBe(steps);
  });
});
