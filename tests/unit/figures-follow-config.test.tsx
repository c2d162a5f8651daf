/** @jest-environment-options {"customExportConditions": ["node", "node-addons"]} */
import { renderIn, renderToHtml } from './server-render';

jest.mock('next-intl', () => jest.requireActual('./server-render').nextIntlMock());
jest.mock('next-intl/server', () => jest.requireActual('./server-render').nextIntlServerMock());
jest.mock('next/navigation', () => jest.requireActual('./server-render').nextNavigationMock());
jest.mock('@react-email/components', () => jest.requireActual('./react-email-for-jest').reactEmailForJest);
// Visitors are never in draft mode; the preview bar's overlays (next-sanity) need a server runtime jsdom lacks.
jest.mock('@/components/layout/preview-bar', () => ({ PreviewBar: () => null }));
// A city added to site.config needs its copy in content/pages/ before it builds: this one borrows Lyon's.
jest.mock('@/lib/places/copy', () => {
  const copy = jest.requireActual('@/lib/places/copy');
  return {
    ...copy,
    getCityCopy: (locale: string, slug: string) => copy.getCityCopy(locale, slug === 'grenoble' ? 'lyon' : slug),
  };
});

import { figureFormatter } from '@/i18n/figures';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { siteConfig as currentConfig, type PriceKey } from '@/site.config';

type Locale = 'en' | 'fr';
/** What the change below edits in site.config. */
type SiteConfig = {
  prices: { website: { min: number } };
  claims: { projects: number };
  cities: { slug: string; name: string; region: string; neighbours: string[] }[];
};
type PageModule = {
  default: (props: { params: Promise<Record<string, string>> }) => Promise<React.ReactNode>;
  generateMetadata?: (props: { params: Promise<Record<string, string>> }) => Promise<unknown>;
};

/** The pages that show a price, the projects figure or the cities, with the params each needs. */
const pages: [string, () => Promise<unknown>, Record<string, string>?][] = [
  ['home', () => import('@/app/[locale]/page')],
  ['services', () => import('@/app/[locale]/services/page')],
  ['cities', () => import('@/app/[locale]/cities/page')],
  ['city page', () => import('@/app/[locale]/web-developer/[city]/page'), { city: 'paris' }],
  ['new city page', () => import('@/app/[locale]/web-developer/[city]/page'), { city: 'grenoble' }],
  ['custom websites landing', () => import('@/app/[locale]/custom-websites-france/page')],
  ['freelance landing', () => import('@/app/[locale]/freelance-developer-france/page')],
  ['about', () => import('@/app/[locale]/about/page')],
  ['portfolio', () => import('@/app/[locale]/portfolio/page')],
  ['contact', () => import('@/app/[locale]/contact/page')],
];

/** A page as a visitor reads it (the header's menu and the footer included), as a crawler reads it, and its metadata. */
function readDocument(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const structuredData = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? '',
  );
  document.querySelectorAll('script, style').forEach((element) => element.remove());
  // Text node by text node, so that "launch." and "50+" stay two words.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return { text: texts.join('\n'), structuredData: structuredData.join('\n') };
}

type Read = { text: string; structuredData: string; metadata: string };

/** Everything the site shows in one language, built from site.config as `change` leaves it. */
async function readSite(
  locale: Locale,
  change: (config: SiteConfig) => void = () => {},
): Promise<Record<string, Read>> {
  const read: Record<string, Read> = {};
  await jest.isolateModulesAsync(async () => {
    const { siteConfig } = await import('@/site.config');
    change(siteConfig as unknown as SiteConfig);
    renderIn(locale);
    const { default: Layout } = await import('@/app/[locale]/layout');
    for (const [name, load, extra] of pages) {
      if (extra && !siteConfig.cities.some((city) => city.slug === extra.city)) continue;
      const page = (await load()) as PageModule;
      const props = { params: Promise.resolve({ locale, ...extra }) };
      const body = await page.default(props);
      const html = await renderToHtml(await Layout({ params: props.params, children: body } as never));
      read[name] = { ...readDocument(html), metadata: JSON.stringify(await page.generateMetadata?.(props)) };
    }

    const [{ funnelTexts, contactTranslators }, email, { contactSchema }, choices, sitemap] = await Promise.all([
      import('@/lib/contact/texts'),
      import('@/lib/contact/email/contact-request-email'),
      import('@/lib/contact/schema'),
      import('@/lib/contact/choices'),
      import('@/app/sitemap'),
    ]);
    // What the funnel offers beyond its first step, and the owner's email about a request on the first budget.
    read.funnel = { text: JSON.stringify(await funnelTexts(locale)), structuredData: '', metadata: '' };
    const data = contactSchema.parse({
      projectType: 'website',
      budget: choices.websiteBudgets[0],
      heardFrom: 'referral',
      firstName: 'Jeanne',
      lastName: 'Dupont',
      email: 'jeanne@example.fr',
      deadlineWeeks: '6',
      timeline: 'showcase-website',
      message: 'A showcase site for my bakery.',
      locale,
    });
    const { text } = await email.ownerEmail(data, 'contact-test', await contactTranslators(locale));
    read['owner email'] = { text, structuredData: '', metadata: '' };
    read.sitemap = { text: JSON.stringify(await sitemap.default()), structuredData: '', metadata: '' };
  });
  return read;
}

/** How often each page says it: in its text, its metadata and (unless left out) its structured data. */
const occurrences = (read: Record<string, Read>, pattern: RegExp, { structuredData = true } = {}) =>
  Object.fromEntries(
    Object.entries(read).map(([name, page]) => [
      name,
      [page.text, page.metadata, structuredData ? page.structuredData : ''].join('\n').match(new RegExp(pattern, 'g'))
        ?.length ?? 0,
    ]),
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const separator = '[,.\\s\\u00a0\\u202f]';

/** A whole amount in euros as each language writes it ("€450", "450 €"), not part of a larger one. */
const euros = (amount: number, locale: Locale) => {
  const written = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
    .format(amount)
    .replace(/[\u00a0\u202f]/g, '[\\u00a0\\u202f ]');
  return new RegExp(`(?<!\\d|\\d${separator})${written}(?!\\d|${separator}\\d)`);
};
/** A count on its own: not part of a price, a phone number, a percentage or an ordinal ("11th", "11e"). */
const count = (value: number) => new RegExp(`(?<![\\d€]|\\d${separator})${value}(?![\\w%]|${separator}\\d)`);
const pageNames = pages.map(([name]) => name);

/** Today's website price and projects figure, and what the change below makes of them. */
const oldPrice = currentConfig.prices.website.min;
const newPrice = oldPrice + 40;
const oldProjects = currentConfig.claims.projects;
const newProjects = oldProjects + 15;

/** The change: one price, the projects figure and a twelfth city, with no other edit. */
function newFigures(config: SiteConfig) {
  config.prices.website.min = newPrice;
  config.claims.projects = newProjects;
  config.cities.push({
    slug: 'grenoble',
    name: 'Grenoble',
    region: 'Auvergne-Rhône-Alpes',
    neighbours: ['lyon', 'nice'],
  });
}

describe.each(['en', 'fr'] as const)('a figure changed in site.config changes everywhere it shows (%s)', (locale) => {
  let before: Record<string, Read>;
  let after: Record<string, Read>;
  beforeAll(async () => {
    before = await readSite(locale);
    after = await readSite(locale, newFigures);
  }, 60_000);

  it('a new price: every page, metadata, structured data, funnel choice and email that showed it', () => {
    const [old, updated] = [euros(oldPrice, locale), euros(newPrice, locale)];
    const [oldBefore, oldAfter, newBefore, newAfter] = [
      occurrences(before, old),
      occurrences(after, old),
      occurrences(before, updated),
      occurrences(after, updated),
    ];
    // What still reads the old amount is another price of site.config that has it too, unchanged (today the expertise
    // section's website range), and the span of all prices a city page's structured data gives when its lowest
    // price is still the old amount. Every other old amount became the new one.
    const figures = figureFormatter(locale, locale === 'en' ? en : fr);
    const prices = Object.entries(currentConfig.prices) as [PriceKey, { min: number; max: number }][];
    const sharing = prices.filter(([key, { min, max }]) => key !== 'website' && (min === oldPrice || max === oldPrice));
    const span = {
      min: Math.min(...prices.map(([key, { min }]) => (key === 'website' ? newPrice : min))),
      max: Math.max(...prices.map(([, { max }]) => max)),
    };
    const otherPrices = [
      ...sharing.map(([key]) => figures.range(key)),
      ...(span.min === oldPrice || span.max === oldPrice ? [figures.amounts(span)] : []),
    ];
    const kept = otherPrices.map((text) => occurrences(after, new RegExp(escape(text))));
    for (const name of Object.keys(before)) {
      expect([name, newBefore[name]]).toEqual([name, 0]);
      expect([name, oldAfter[name] + newAfter[name]]).toEqual([name, oldBefore[name]]);
      expect([name, oldAfter[name]]).toEqual([name, kept.reduce((total, page) => total + page[name], 0)]);
    }
    for (const name of ['home', 'services', 'custom websites landing', 'funnel', 'owner email'])
      expect([name, newAfter[name] > 0]).toEqual([name, true]);
    expect(after.services.structuredData).toMatch(new RegExp(`"lowPrice":${newPrice}\\b`));
    expect(after.services.metadata).toMatch(updated);
  });

  it('a new projects figure: every page and metadata that told it', () => {
    const [oldBefore, oldAfter, newAfter] = [
      occurrences(before, count(oldProjects)),
      occurrences(after, count(oldProjects)),
      occurrences(after, count(newProjects)),
    ];
    const telling = ['home', 'about', 'portfolio', 'freelance landing', 'custom websites landing'];
    for (const name of telling) {
      expect([name, oldBefore[name] > 0]).toEqual([name, true]);
      expect([name, oldAfter[name]]).toEqual([name, 0]);
    }
    // Elsewhere a 50 may be another figure (the starter shop's 50 products): it stays, every projects figure moves.
    for (const name of Object.keys(before).filter((page) => pageNames.includes(page)))
      expect([name, oldAfter[name] + newAfter[name]]).toEqual([name, oldBefore[name]]);
    expect(after.about.metadata).toMatch(count(newProjects));
  });

  it('a new city: in every menu, the hub, its own page and its structured data, the counts and the sitemap', () => {
    // Structured data holds the studio's street number ("12 rue Oberkampf"), not a count.
    const cities = (read: Record<string, Read>, value: number) =>
      occurrences(read, count(value), { structuredData: false });
    for (const name of Object.keys(before))
      expect([name, before[name].text]).not.toEqual([name, expect.stringContaining('Grenoble')]);
    for (const name of pageNames) expect([name, after[name].text]).toEqual([name, expect.stringContaining('Grenoble')]);
    expect(before['new city page']).toBeUndefined();
    const [oldCount, newCount] = [currentConfig.cities.length, currentConfig.cities.length + 1];
    for (const name of ['cities', 'city page', 'freelance landing']) {
      expect([name, cities(before, oldCount)[name]]).not.toEqual([name, 0]);
      expect([name, cities(after, oldCount)[name]]).toEqual([name, 0]);
      expect([name, cities(after, newCount)[name]]).toEqual([name, cities(before, oldCount)[name]]);
    }
    expect(after.cities.metadata).toMatch(count(newCount));
    expect(after.cities.metadata).toContain('Grenoble');
    expect(after['new city page'].structuredData).toContain('"name":"Grenoble"');
    expect(after.sitemap.text).toMatch(/web-developer\/grenoble|developpeur-web\/grenoble/);
  });
});
