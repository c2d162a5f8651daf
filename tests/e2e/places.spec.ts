import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { HTMLElement } from 'node-html-parser';
import type { CityCopy, LandingCopy, LandingId } from '@/lib/places/schema';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { siteConfig } from '../../site.config';
import { priceRange } from './figures';
import { normalized, serverPage, textOf, type JsonLdItem } from './server-html';
import { test } from './visitors';

type Locale = 'en' | 'fr';
type Twins = Record<Locale, string>;
type Place = {
  kind: 'hub' | 'city' | 'landing';
  path: string;
  locale: Locale;
  twins: Twins;
  h1: string;
  title: string;
  types: string[];
};

const messages = { en, fr };

/** A page's long-form copy as content/pages holds it (its `{figures}` are filled in only on the page). */
function copyOf(kind: 'cities', id: string, locale: Locale): CityCopy;
function copyOf(kind: 'landings', id: string, locale: Locale): LandingCopy;
function copyOf(kind: 'cities' | 'landings', id: string, locale: Locale): CityCopy | LandingCopy {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'pages', kind, `${id}.${locale}.json`), 'utf8'));
}
const locales: Locale[] = ['en', 'fr'];
/** The canonical origin of the build (NEXT_PUBLIC_SITE_URL is not set in the tests). */
const origin = 'http://localhost:3000';
const titleSuffix = ' | Camille Laurent Studio';

const hub: Twins = { en: '/cities', fr: '/fr/villes' };
const cityTwins = (slug: string): Twins => ({ en: `/web-developer/${slug}`, fr: `/fr/developpeur-web/${slug}` });
/** The SEO landing pages, English id -> French path (docs/behaviour/pages-and-routes.md#seo-landing-pages). */
const landings: Record<LandingId, string> = {
  'web-developer-france': '/fr/developpeur-web-france',
  'mobile-app-developer-europe': '/fr/developpeur-application-mobile-europe',
  'european-digital-solutions': '/fr/solutions-digitales-europeennes',
  'custom-websites-france': '/fr/sites-web-sur-mesure-france',
  'freelance-developer-france': '/fr/developpeur-freelance-france',
  'web-development-paris': '/fr/developpement-web-paris',
  'digital-transformation-europe': '/fr/transformation-digitale-europe',
};

const places: Place[] = locales.flatMap((locale) => {
  const m = messages[locale];
  return [
    {
      kind: 'hub' as const,
      path: hub[locale],
      locale,
      twins: hub,
      h1: m.CitiesPage.h1,
      title: m.CitiesPage.title.replace('{cities}', String(siteConfig.cities.length)),
      types: ['BreadcrumbList'],
    },
    ...siteConfig.cities.map((city) => {
      const twins = cityTwins(city.slug);
      const copy = copyOf('cities', city.slug, locale);
      return {
        kind: 'city' as const,
        path: twins[locale],
        locale,
        twins,
        h1: copy.h1,
        title: copy.title,
        types: ['ProfessionalService', 'Service', 'BreadcrumbList', 'FAQPage'],
      };
    }),
    ...(Object.keys(landings) as (keyof typeof landings)[]).map((id) => {
      const twins = { en: `/${id}`, fr: landings[id] };
      const copy = copyOf('landings', id, locale);
      return {
        kind: 'landing' as const,
        path: twins[locale],
        locale,
        twins,
        h1: copy.h1,
        title: copy.title,
        types: ['Service', 'BreadcrumbList', 'FAQPage'],
      };
    }),
  ];
});

async function jsonLd(page: Page): Promise<JsonLdItem[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text) as JsonLdItem | JsonLdItem[]].flat());
}

/** Links' targets, in the order of the page. */
const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

// As a search engine reads them: the server's HTML, no script run (tests/e2e/server-html.ts).
for (const place of places) {
  test(`${place.path}: its h1, title, language, twins and ${place.types.join(', ')}`, async ({ request }) => {
    const page = await serverPage(request, place.path);
    expect(page.status).toBe(200);
    expect(page.lang).toBe(place.locale);
    const headings = page.document.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(textOf(headings[0])).toBe(normalized(place.h1));
    expect(textOf(page.document.querySelector('title'))).toBe(normalized(place.title + titleSuffix));
    // Every {figure} of the copy was filled in from site.config (structured data aside, which is JSON).
    const main = page.document.querySelector('main')!.clone() as HTMLElement;
    main.querySelectorAll('script').forEach((script) => script.remove());
    expect(main.text).not.toMatch(/[{}]/);

    expect(page.headAttribute('link[rel="canonical"]', 'href')).toBe(origin + place.path);
    expect(page.headAttribute('link[rel="alternate"][hreflang="en"]', 'href')).toBe(origin + place.twins.en);
    expect(page.headAttribute('link[rel="alternate"][hreflang="fr"]', 'href')).toBe(origin + place.twins.fr);
    expect(page.headAttribute('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(origin + place.twins.en);

    const data = page.jsonLd();
    expect(data.map((item) => item['@type'])).toEqual(expect.arrayContaining(place.types));
    // The trail ends on this very page.
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
    expect(trail.at(-1)?.item).toBe(origin + place.path);
  });
}

for (const locale of locales) {
  test(`the ${locale} hub lists the 11 cities, each linking to its page`, async ({ request }) => {
    const { document } = await serverPage(request, hub[locale]);
    expect(document.querySelectorAll('#cities a[data-city-link]')).toHaveLength(siteConfig.cities.length);
    for (const city of siteConfig.cities) {
      const card = document.querySelector(`#cities a[data-city-link="${city.slug}"]`);
      expect(card?.getAttribute('href')).toBe(cityTwins(city.slug)[locale]);
      expect(textOf(card)).toContain(normalized(city.region));
      expect(textOf(card)).toContain(normalized(copyOf('cities', city.slug, locale).tagline));
    }
  });
}

test('each city page links its neighbours of site.config and the hub, and those links resolve', async ({ request }) => {
  const linked = new Set<string>();
  for (const locale of locales) {
    for (const city of siteConfig.cities) {
      const { document } = await serverPage(request, cityTwins(city.slug)[locale]);
      const found = hrefs(document.querySelectorAll('#nearby a[data-city-link]'));
      expect(found).toEqual(city.neighbours.map((slug) => cityTwins(slug)[locale]));
      expect(document.querySelectorAll(`#nearby a[href="${hub[locale]}"]`)).toHaveLength(1);
      const breadcrumb = document.querySelector(`nav[aria-label="${messages[locale].Breadcrumbs.label}"]`);
      const toHub = breadcrumb
        ?.querySelectorAll('a')
        .find((link) => textOf(link) === messages[locale].CitiesPage.breadcrumb);
      expect(toHub?.getAttribute('href')).toBe(hub[locale]);
      for (const href of found) if (href) linked.add(href);
    }
  }
  for (const href of linked) expect((await request.get(href)).status(), href).toBe(200);
});

test('each landing page links to its services and to city pages that exist', async ({ request }) => {
  const linked = new Set<string>();
  for (const { path, locale } of places.filter((place) => place.kind === 'landing')) {
    const { document } = await serverPage(request, path);
    const related = document.querySelector('#related')!;
    expect(related.querySelector('a[data-service]')?.getAttribute('href')).toMatch(
      new RegExp(`^${locale === 'fr' ? '/fr' : ''}/services#`),
    );
    const cityLinks = hrefs(related.querySelectorAll('a:not([data-service])'));
    expect(cityLinks).toContain(hub[locale]);
    expect(cityLinks.length).toBeGreaterThan(1);
    for (const href of cityLinks) if (href) linked.add(href);
  }
  for (const href of linked) expect((await request.get(href)).status(), href).toBe(200);
});

test('landing pages show the prices of site.config in their language', async ({ request }) => {
  const prices = async (path: string) => textOf((await serverPage(request, path)).document.querySelector('#prices'));
  const english = await prices('/web-developer-france');
  expect(english).toContain(normalized(priceRange('website', 'en')));
  expect(english).toContain(normalized(priceRange('seoMonthly', 'en')));
  expect(await prices('/fr/developpeur-application-mobile-europe')).toContain(
    normalized(priceRange('mobileApp', 'fr')),
  );
});

test('no two city, landing or hub pages share a title', async ({ request }) => {
  const titles = await Promise.all(
    places.map(async ({ path }) => (await (await request.get(path)).text()).match(/<title>([^<]*)<\/title>/)?.[1]),
  );
  expect(titles).not.toContain(undefined);
  expect(new Set(titles).size).toBe(places.length);
});

for (const path of ['/web-developer/atlantis', '/fr/developpeur-web/atlantis']) {
  test(`an unknown city (${path}) is the not-found page, status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(path.startsWith('/fr') ? fr.NotFound.h1 : en.NotFound.h1);
  });
}

test('a city FAQ opens as a disclosure and matches its FAQPage data', async ({ page }) => {
  const copy = copyOf('cities', 'bordeaux', 'fr');
  await page.goto('/fr/developpeur-web/bordeaux');
  const questions = page.locator('#faq details');
  await expect(questions).toHaveCount(copy.faq.length);
  const faq = (await jsonLd(page)).find((item) => item['@type'] === 'FAQPage')?.mainEntity as { name: string }[];
  expect(faq.map((question) => question.name)).toEqual(
    await questions.evaluateAll((items) => items.map((item) => item.getAttribute('data-faq-question'))),
  );
  const answer = page.getByText(copy.faq[1].answer);
  await expect(answer).toBeHidden();
  await page.getByText(copy.faq[1].question).click();
  await expect(questions.nth(1)).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
});

test('with analytics consent, a city page records its view and its calls to action', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'gdpr-consent-record',
      JSON.stringify({
        preferences: { necessary: true, analytics: true, marketing: false, functional: false },
        consentDate: new Date().toISOString(),
        consentVersion: '2.0',
      }),
    );
  });
  const records = (key: string) =>
    page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '[]') as Record<string, string>[], key);

  await page.goto('/web-developer/lyon');
  await expect.poll(async () => (await records('city_page_views')).map((view) => view.citySlug)).toEqual(['lyon']);
  await page.locator('#nearby a[data-city-link="marseille"]').click();
  await expect(page).toHaveURL(/\/web-developer\/marseille$/);
  await page.locator('[data-section="hero"]').getByRole('link', { name: en.CityPage.primaryCta }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const clicks = await records('city_cta_clicks');
  expect(clicks.map(({ citySlug, ctaType, ctaLocation }) => ({ citySlug, ctaType, ctaLocation }))).toEqual([
    { citySlug: 'lyon', ctaType: 'city', ctaLocation: 'nearby' },
    { citySlug: 'marseille', ctaType: 'contact', ctaLocation: 'hero' },
  ]);
});
