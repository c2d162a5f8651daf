import { expect } from '@playwright/test';
import { priceRange } from './figures';
import { normalized, serverPage, textOf } from './server-html';
import { test } from './visitors';

type Case = { path: string; lang: 'en' | 'fr'; h1: string; title: string; types: string[] };

/** The marketing pages: h1, title, language and the structured data each must carry. */
const cases: Case[] = [
  {
    path: '/',
    lang: 'en',
    h1: 'Websites and mobile apps that win you clients',
    title: 'Freelance web and mobile developer in Paris',
    types: ['FAQPage'],
  },
  {
    path: '/fr',
    lang: 'fr',
    h1: 'Des sites web et des applications qui vous apportent des clients',
    title: 'Développeur web et mobile freelance à Paris',
    types: ['FAQPage'],
  },
  {
    path: '/services',
    lang: 'en',
    h1: 'Services and prices',
    title: 'Services and prices: websites, apps, UX/UI, SEO, e-commerce',
    types: ['Service', 'BreadcrumbList', 'FAQPage'],
  },
  {
    path: '/fr/services',
    lang: 'fr',
    h1: 'Services et tarifs',
    title: 'Services et tarifs : sites, applications, UX/UI, SEO, e-commerce',
    types: ['Service', 'BreadcrumbList', 'FAQPage'],
  },
  {
    path: '/portfolio',
    lang: 'en',
    h1: 'Projects and results',
    title: 'Portfolio: websites, shops and apps delivered',
    types: ['BreadcrumbList'],
  },
  {
    path: '/fr/portfolio',
    lang: 'fr',
    h1: 'Projets et résultats',
    title: 'Réalisations : sites, boutiques et applications livrés',
    types: ['BreadcrumbList'],
  },
  {
    path: '/about',
    lang: 'en',
    h1: 'The developer behind your project',
    title: 'About Camille Laurent, freelance developer in Paris',
    types: ['Person', 'BreadcrumbList'],
  },
  {
    path: '/fr/a-propos',
    lang: 'fr',
    h1: 'Le développeur derrière votre projet',
    title: 'À propos de Camille Laurent, développeur freelance à Paris',
    types: ['Person', 'BreadcrumbList'],
  },
  {
    path: '/camille-laurent',
    lang: 'en',
    h1: 'Camille Laurent',
    title: 'Camille Laurent: developer, author and speaker',
    types: ['Person', 'BreadcrumbList'],
  },
  {
    path: '/fr/camille-laurent',
    lang: 'fr',
    h1: 'Camille Laurent',
    title: 'Camille Laurent : développeur, auteur et conférencier',
    types: ['Person', 'BreadcrumbList'],
  },
  { path: '/success', lang: 'en', h1: 'Thank you, your message has been sent', title: 'Message received', types: [] },
  { path: '/fr/success', lang: 'fr', h1: 'Merci, votre message a bien été envoyé', title: 'Message reçu', types: [] },
  {
    path: '/contact/email-success',
    lang: 'en',
    h1: 'Thank you, your message has been sent',
    title: 'Email sent',
    types: [],
  },
  {
    path: '/fr/contact/email-success',
    lang: 'fr',
    h1: 'Merci, votre message a bien été envoyé',
    title: 'E-mail envoyé',
    types: [],
  },
  {
    path: '/contact/whatsapp-success',
    lang: 'en',
    h1: "Thank you, let's continue on WhatsApp",
    title: 'Chat opened',
    types: [],
  },
  {
    path: '/fr/contact/whatsapp-success',
    lang: 'fr',
    h1: 'Merci, poursuivons sur WhatsApp',
    title: 'Discussion ouverte',
    types: [],
  },
  { path: '/test-benefits', lang: 'en', h1: 'Benefit blocks', title: 'Design review: benefit blocks', types: [] },
  {
    path: '/test-sections',
    lang: 'en',
    h1: 'Page sections',
    title: 'Design review: page sections',
    types: ['FAQPage'],
  },
];

/** French punctuation sits after a no-break space in the page: any space of the expected title matches any space. */
const titlePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');

// As a search engine reads them: the server's HTML (tests/e2e/server-html.ts).
for (const { path, lang, h1, title, types } of cases) {
  test(`${path}: one h1, its title, lang ${lang}, structured data ${types.join(', ') || 'of the site'}`, async ({
    request,
  }) => {
    const page = await serverPage(request, path);
    expect(page.status).toBe(200);
    expect(page.lang).toBe(lang);
    const headings = page.document.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(textOf(headings[0])).toBe(normalized(h1));
    expect(page.document.querySelector('title')?.text).toMatch(
      new RegExp(`^${titlePattern(title)}( \\| Camille Laurent Studio)?$`),
    );
    const found = page.jsonLd().map((item) => item['@type']);
    expect(found).toEqual(expect.arrayContaining(['Organization', 'WebSite', ...types]));
  });
}

test('no two of these pages share a title', async ({ request }) => {
  const titles = await Promise.all(
    cases.map(async ({ path }) => (await (await request.get(path)).text()).match(/<title>([^<]*)<\/title>/)?.[1]),
  );
  expect(titles).not.toContain(undefined);
  expect(new Set(titles).size).toBe(cases.length);
});

test('the services page shows the five services with prices of the page language', async ({ page }) => {
  await page.goto('/services');
  for (const id of ['websites', 'mobile-apps', 'ux-ui', 'seo', 'ecommerce']) {
    await expect(page.locator(`a[data-service="${id}"]`)).toHaveCount(1);
  }
  await expect(page.locator('#websites')).toContainText(priceRange('website', 'en'));
  await expect(page.locator('#seo')).toContainText(priceRange('seoMonthly', 'en'));
  await page.goto('/fr/services');
  // French groups thousands with a narrow no-break space.
  await expect(page.locator('#mobile-apps')).toContainText(priceRange('mobileApp', 'fr'));
  await expect(page.locator('#expertise')).toContainText(priceRange('websiteExpertise', 'fr'));
});

test('the home page links its services, three projects and the portfolio, with FAQ disclosures', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-hero-visual]')).toHaveCount(1);
  await expect(page.locator('#services a[data-service]')).toHaveCount(5);
  await expect(page.locator('#portfolio [data-portfolio-project]')).toHaveCount(3);
  const question = page.locator('#faq summary').first();
  await question.click();
  await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
  await page.locator('#portfolio').getByRole('link', { name: 'See the full portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the portfolio filter links produce filtered pages', async ({ page }) => {
    await page.goto('/portfolio');
    const cards = page.locator('[data-portfolio-project]');
    await expect(cards).toHaveCount(8);
    await page
      .getByRole('navigation', { name: 'Filter projects by category' })
      .getByRole('link', { name: 'Mobile apps' })
      .click();
    await expect(page).toHaveURL(/\/portfolio\?category=mobile$/);
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card).toHaveAttribute('data-category', 'mobile');
    await expect(page.getByRole('link', { name: 'Mobile apps' })).toHaveAttribute('aria-current', 'page');
    // Every image has an alt text in the page's language.
    await expect(cards.first().locator('img')).toHaveAttribute('alt', /phone/);

    await page.goto('/fr/portfolio?category=design');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().locator('img')).toHaveAttribute('alt', /Illustration de/);
    await page.getByRole('link', { name: 'Tous les projets' }).click();
    await expect(cards).toHaveCount(8);
  });

  test('an unknown category shows every project', async ({ page }) => {
    await page.goto('/portfolio?category=nope');
    await expect(page.locator('[data-portfolio-project]')).toHaveCount(8);
  });
});

test('the success page shows the chat variant for ?type=whatsapp', async ({ page }) => {
  await page.goto('/success?type=whatsapp');
  await expect(page.locator('h1')).toHaveText("Thank you, let's continue on WhatsApp");
  await expect(page.locator('main ol > li')).toHaveCount(3);
  const chat = page.getByRole('link', { name: /Reopen the chat/ });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/33612345678');
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Send an email instead' })).toHaveAttribute('href', '/contact');

  await page.goto('/fr/success');
  await expect(page.getByRole('link', { name: 'Découvrir les réalisations' })).toHaveAttribute('href', '/fr/portfolio');
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/fr');
});
