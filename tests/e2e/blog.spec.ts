import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { test } from './visitors';

const origin = 'http://localhost:3000';
const postsList = (page: Page) => page.locator('section[data-section="posts"] [data-post-card]');

test.describe('blog list', () => {
  for (const [path, lang, featured, all] of [
    ['/blog', 'en', 'Featured articles', 'All articles'],
    ['/fr/blog', 'fr', 'Articles à la une', 'Tous les articles'],
  ] as const) {
    test(`${path} lists the 10 articles of its language with the featured ones first`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: featured })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: all })).toBeVisible();
      await expect(postsList(page)).toHaveCount(10);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        `${origin}${lang === 'en' ? '' : '/fr'}/feed.xml`,
      );
    });
  }

  test('search matches the beginning of words, and keeps the query in the URL and the form', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search the articles' }).fill('vital');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\?search=vital$/);
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ articles?$/ })).toBeVisible();
    await expect(page.locator('[data-post-card="core-web-vitals-guide"]')).toBeVisible();
    await expect(page.locator('[data-post-card="hiring-a-mobile-app-developer"]')).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search the articles' })).toHaveValue('vital');
    await expect(page.getByText('Search: “vital”')).toBeVisible();
  });

  test('search ignores accents and case both ways, in French and in English', async ({ page }) => {
    const found = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: /^\d+ articles?$/ })).toBeVisible();
      return postsList(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-card')));
    };
    const french = await found('/fr/blog?search=r%C3%A9f%C3%A9rencement');
    expect(french.length).toBeGreaterThan(0);
    for (const spelling of ['referencement', 'REFERENCEMENT', 'R%C3%A9f%C3%A9rencement'])
      expect(await found(`/fr/blog?search=${spelling}`)).toEqual(french);
    const english = await found('/blog?search=vitals');
    expect(await found('/blog?search=V%C3%8Ftals')).toEqual(english);
  });

  test('without JavaScript, a search lists every article and says why', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/blog');
    await page.getByRole('searchbox', { name: 'Rechercher dans les articles' }).fill('pouce');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/fr\/blog\?search=pouce$/);
    await expect(
      page.getByText('La recherche se fait dans votre navigateur, où JavaScript est désactivé'),
    ).toBeVisible();
    await expect(postsList(page)).toHaveCount(10);
    // The categories and tags still filter, from their prerendered pages.
    await page.locator('a[data-category="mobile-development"]').click();
    await expect(page.getByText('Catégorie : Développement mobile')).toBeVisible();
    await expect(postsList(page)).toHaveCount(2);
    await context.close();
  });

  test('a search, an unknown tag and an unknown category cost a static page, which a CDN may keep', async ({
    request,
  }) => {
    for (const path of [
      `/blog?search=cost-${Date.now()}`,
      `/fr/blog?search=co%C3%BBt-${Date.now()}`,
      `/blog?tag=no-such-tag-${Date.now()}`,
      `/fr/blog?category=pas-de-categorie-${Date.now()}`,
      `/blog?search=vital&tag=SEO`,
    ]) {
      const response = await request.get(path);
      expect([path, response.status()]).toEqual([path, 200]);
      expect([path, response.headers()['x-nextjs-cache']]).toEqual([path, 'HIT']);
      expect(response.headers()['cache-control']).toMatch(/^s-maxage=\d+/);
    }
  });

  test('an unknown tag or category is the prerendered "no articles found" view, in its language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog?tag=knitting');
    await expect(page.getByRole('main').getByRole('status')).toContainText('No articles found');
    await page.goto('/fr/blog?category=tricot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('main').getByRole('status')).toContainText('Aucun article trouvé');
    await context.close();
  });

  test('category and tag filters are links that combine and keep the search', async ({ page }) => {
    await page.goto('/blog?search=google');
    // Clicked once the page has hydrated, as the other flows do: a CI run's earlier click changed nothing.
    const category = page.locator('a[data-category="digital-marketing"]');
    await hydrated(category);
    await category.click();
    await expect(page).toHaveURL(/\/blog\?search=google&category=digital-marketing$/);
    await expect(page.locator('a[data-category="digital-marketing"]')).toHaveAttribute('aria-current', 'page');
    const cards = postsList(page);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(cards.nth(index).getByRole('link', { name: 'Digital marketing' })).toBeVisible();
    }
    await page.locator('a[data-tag="local SEO"]').click();
    await expect(page).toHaveURL(/category=digital-marketing/);
    await expect(page).toHaveURL(/tag=local\+SEO|tag=local%20SEO/);
    await expect(postsList(page)).toHaveCount(1);
    await expect(page.locator('[data-post-card="local-seo-small-business"]')).toBeVisible();
  });

  test('a French category filter shows French titles and the matching articles', async ({ page }) => {
    await page.goto('/fr/blog');
    await page.locator('a[data-category="mobile-development"]').click();
    await expect(page).toHaveURL(/\/fr\/blog\?category=mobile-development$/);
    await expect(page.getByText('Catégorie : Développement mobile')).toBeVisible();
    await expect(postsList(page)).toHaveCount(2);
  });

  test('a search with no match says so in each language, with a hint', async ({ page }) => {
    await page.goto('/blog?search=xylophone');
    await expect(page.getByRole('main').getByRole('status')).toContainText('No articles found');
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Try adjusting your filters or search terms.',
    );
    await page.goto('/fr/blog?search=xylophone');
    await expect(page.getByRole('main').getByRole('status')).toContainText('Aucun article trouvé');
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      "Essayez d'ajuster vos filtres ou vos termes de recherche.",
    );
  });

  // docs/behaviour/content.md#blog-list-search-and-filters: the count in a polite live region (WCAG ARIA22)
  test('the number of articles found is announced after a search and after a filter, in each language', async ({
    page,
  }) => {
    const announced = page.locator('[aria-live="polite"][data-result-count]');
    await page.goto('/blog?search=vital');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ articles?$/ })).toBeVisible();
    const found = await postsList(page).count();
    await expect(announced).toHaveText(`${found} article${found === 1 ? '' : 's'} found`);
    await page.goto('/blog?search=xylophone');
    await expect(announced).toHaveText('No articles found');

    await page.goto('/fr/blog');
    await expect(announced).toHaveText('');
    const category = page.locator('a[data-category="mobile-development"]');
    await hydrated(category);
    await category.click();
    await expect(page).toHaveURL(/\/fr\/blog\?category=mobile-development$/);
    await expect(announced).toHaveText('2 articles trouvés');
    const tag = page.locator('a[data-tag]').first();
    await tag.click();
    await expect(page).toHaveURL(/tag=/);
    // Two filters are the search view, whose list arrives after the URL: the region must name the cards shown.
    const said = (count: number) =>
      count === 0
        ? 'Aucun article trouvé'
        : `${count} article${count === 1 ? '' : 's'} trouvé${count === 1 ? '' : 's'}`;
    await expect.poll(async () => (await announced.textContent()) === said(await postsList(page).count())).toBe(true);
  });

  test('filtered views keep the canonical list URL and stay out of search engines', async ({ page }) => {
    await page.goto('/blog?tag=SEO');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/blog`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('article pages', () => {
  const twins = [
    {
      path: '/blog/core-web-vitals-guide',
      lang: 'en',
      h1: 'Core Web Vitals explained for business owners',
      twin: '/fr/blog/guide-core-web-vitals',
      reading: /Published on 8 April 2025 · \d+ min read/,
    },
    {
      path: '/fr/blog/guide-core-web-vitals',
      lang: 'fr',
      h1: "Les Core Web Vitals expliqués aux chefs d'entreprise",
      twin: '/blog/core-web-vitals-guide',
      reading: /Publié le 8 avril 2025 · \d+ min de lecture/,
    },
  ] as const;

  for (const article of twins) {
    test(`${article.path} renders the article with its metadata, twin and structured data`, async ({ page }) => {
      await page.goto(article.path);
      await expect(page.locator('html')).toHaveAttribute('lang', article.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.h1);
      await expect(page.getByText(article.reading).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', origin + article.path);
      await expect(
        page.locator(`link[rel="alternate"][hreflang="${article.lang === 'en' ? 'fr' : 'en'}"]`),
      ).toHaveAttribute('href', origin + article.twin);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${origin}/blog/core-web-vitals-guide`,
      );

      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) =>
        [JSON.parse(text)].flat(),
      );
      const posting = jsonLd.find((item) => item['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: article.h1,
        inLanguage: article.lang,
        datePublished: '2025-04-08T07:45:00.000Z',
        author: { name: 'Camille Laurent' },
      });
      const breadcrumb = jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
      expect(breadcrumb.itemListElement.map((item: { item: string }) => item.item)).toEqual([
        article.lang === 'en' ? origin : `${origin}/fr`,
        `${origin}${article.lang === 'en' ? '' : '/fr'}/blog`,
        origin + article.path,
      ]);

      // Portable text: a linked heading, a list, a figure, code and the author section; then the author and related posts.
      const firstHeading = page.locator('article h2[id]').first();
      await expect(firstHeading.locator('a')).toHaveAttribute('href', `#${await firstHeading.getAttribute('id')}`);
      await expect(page.locator('article ul li').first()).toBeVisible();
      await expect(page.locator('article figure img')).toHaveCount(1);
      await expect(page.locator('article pre code')).toBeVisible();
      await expect(page.locator('[data-author-section]')).toBeVisible();
      await expect(page.locator('section[aria-labelledby="author-box-title"]')).toContainText('Camille Laurent');
      await expect(page.locator('section[aria-labelledby="related-title"] [data-post-card]')).toHaveCount(3);
    });
  }

  test('a slug in the wrong language or an unknown slug is a 404', async ({ request }) => {
    expect((await request.get('/blog/guide-core-web-vitals')).status()).toBe(404);
    expect((await request.get('/fr/blog/core-web-vitals-guide')).status()).toBe(404);
    expect((await request.get('/blog/no-such-article')).status()).toBe(404);
  });

  test('the header language switch goes to the twin article and back', async ({ page }) => {
    await page.goto('/blog/turnkey-website-from-450-euros');
    // The switch is made again once the page runs: a click while React swaps it would land on neither link.
    const toFrench = page.getByRole('link', { name: 'Lire cette page en français' });
    await hydrated(toFrench);
    await toFrench.click();
    await expect(page).toHaveURL(/\/fr\/blog\/site-web-cle-en-main-450-euros$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Un site web clé en main dès 450 €');
    const toEnglish = page.getByRole('link', { name: 'Read this page in English' });
    await hydrated(toEnglish);
    await toEnglish.click();
    await expect(page).toHaveURL(/localhost:\d+\/blog\/turnkey-website-from-450-euros$/);
  });

  test('the home page shows the 3 latest articles of its language', async ({ page }) => {
    await page.goto('/fr');
    const latest = page.locator('section#latest-articles [data-post-card]');
    await expect(latest).toHaveCount(3);
    await expect(latest.first()).toHaveAttribute('data-post-card', 'site-vitrine-petite-entreprise');
  });
});

test.describe('feeds, sitemap and studio', () => {
  for (const [path, lang, first] of [
    ['/feed.xml', 'en', '/blog/showcase-website-small-business'],
    ['/fr/feed.xml', 'fr', '/fr/blog/site-vitrine-petite-entreprise'],
  ] as const) {
    test(`${path} is the RSS feed of the ${lang} articles, newest first`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      const xml = await response.text();
      expect(xml).toContain(`<language>${lang}</language>`);
      expect(xml.match(/<item>/g)).toHaveLength(10);
      expect(xml.indexOf(`<link>${origin}${first}</link>`)).toBeGreaterThan(0);
    });
  }

  test('the sitemap lists every article with its twin as alternate', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>http:\/\/localhost:3000(\/fr)?\/blog\/[^<]+<\/loc>/g)).toHaveLength(20);
    expect(sitemap).toContain('hreflang="fr" href="http://localhost:3000/fr/blog/guide-balisage-schema"');
    expect(sitemap).not.toContain('/studio');
  });

  test('/studio explains what to set when no content project is configured, out of search engines', async ({
    page,
  }) => {
    const response = await page.goto('/studio');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The content studio needs a project');
    await expect(page.getByText('NEXT_PUBLIC_SANITY_PROJECT_ID', { exact: false })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
