import { expect, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { siteConfig } from '../../site.config';
import { hydrated } from './hydration';
import { interceptThirdParties } from './third-parties';
import { test } from './visitors';

// Promises of the docs that a visitor's audit once found missing or hollow, each in both languages on the built site.
const languages = [
  { lang: 'en', messages: en, prefix: '' },
  { lang: 'fr', messages: fr, prefix: '/fr' },
] as const;

/** Fills an ICU message's simple `{values}`, as the site does with next-intl. */
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** Records every layout shift of the page, and whether the navigation spinner ever showed. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[]; spinnerShown: boolean };
    w.shifts = [];
    w.spinnerShown = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-navigation-progress="loading"]')) w.spinnerShown = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

function pageState(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { shifts: number[]; spinnerShown: boolean };
    return { shifts: [...w.shifts], spinnerShown: w.spinnerShown };
  });
}

for (const { lang, messages, prefix } of languages) {
  test.describe(`spec promises (${lang})`, () => {
    test('a slow client navigation shows a polite spinner in the page’s language, moving nothing; a first load never does', async ({
      page,
    }) => {
      await watchPage(page);
      const blog = `${prefix}/blog`;
      // A slow network: the blog list's prefetch is lost (the list is prerendered, so a prefetch would hold
      // the whole page), and its own request is held until the spinner has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === blog,
        async (route) => {
          const headers = route.request().headers();
          if (headers['next-router-prefetch']) return route.abort();
          if (headers.rsc === '1') await held;
          await route.continue();
        },
      );
      await page.goto(`${prefix}/services`);
      await page.waitForLoadState('networkidle');
      // The first-visit loading screen has its own way out (and its own tiny shift as it ends, at 3 s).
      await expect(page.locator('html')).not.toHaveAttribute('data-loading-screen');
      expect((await pageState(page)).spinnerShown).toBe(false);

      const progress = page.locator('[data-navigation-progress]');
      await expect(progress).toHaveAttribute('role', 'status');
      const shiftsBefore = (await pageState(page)).shifts.length;
      await page.locator('header').getByRole('link', { name: messages.Header.blog, exact: true }).first().click();
      await expect(progress).toHaveAttribute('data-navigation-progress', 'loading');
      await expect(progress).toHaveText(messages.NavigationProgress.label);
      await expect(progress).toBeVisible();
      expect((await pageState(page)).shifts.slice(shiftsBefore)).toEqual([]);

      release();
      await expect(page).toHaveURL(new RegExp(`${blog}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(progress).toHaveAttribute('data-navigation-progress', 'idle');
      await expect(progress).toBeEmpty();
    });

    test('the environment banner says a non-production build is not the live site', async ({ page }) => {
      // The e2e build runs with NEXT_PUBLIC_APP_ENV=e2e: a name of its own, shown as "other".
      await page.goto(prefix || '/');
      await expect(page.locator('header').getByText(messages.EnvironmentBanner.other)).toBeVisible();
      await page.goto(`${prefix}/blog`);
      await expect(page.locator('header').getByText(messages.EnvironmentBanner.other)).toBeVisible();
    });

    for (const { menu, width } of [
      { menu: 'dropdown', width: 1280 },
      { menu: 'mobile menu', width: 390 },
    ]) {
      test(`the services ${menu} shows the 14 options it claims, right under the claim`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(prefix || '/');
        const nav = page.getByRole('navigation', { name: messages.Header.mainNav }).filter({ visible: true });
        const firstButton =
          menu === 'mobile menu'
            ? page.getByRole('button', { name: messages.Header.openMenu })
            : nav.getByRole('button', { name: messages.Header.services });
        await hydrated(firstButton);
        if (menu === 'mobile menu') await firstButton.click();
        await nav.getByRole('button', { name: messages.Header.services }).click();
        const claim = nav.getByText(fill(messages.Header.serviceOptions, { count: 14 }));
        await expect(claim).toBeVisible();
        // The options it heads: every link between the claim and the next heading of the menu.
        const options = claim.locator('xpath=following-sibling::*[1]').getByRole('link');
        await expect(options).toHaveCount(14);
        for (const option of await options.all()) await expect(option).toBeVisible();
      });
    }

    test('the owner’s story is told the same way on every page', async ({ page }) => {
      const { careerStartYear: careerYear, foundingYear: freelanceYear } = siteConfig;
      const [years, agencyYears] = [siteConfig.claims.yearsOfExperience, freelanceYear - careerYear];
      const told = {
        en: [
          [`/`, `more than ${years} years of experience`],
          [`/`, `For more than ${years} years I have designed`],
          [`/about`, `since ${careerYear}, first in agencies`],
          [`/about`, `I then spent ${agencyYears} years in Paris agencies`],
          [`/about`, `In ${freelanceYear} I went freelance`],
          [`/about`, `then freelance since ${freelanceYear}`],
          [`/portfolio`, `delivered as a freelancer since ${freelanceYear}`],
          [`/${siteConfig.authorSlug}`, `in Paris since ${freelanceYear}`],
          [`/${siteConfig.authorSlug}`, `I spent ${agencyYears} years in Paris agencies`],
        ],
        fr: [
          [`/fr`, `plus de ${years} ans d'expérience`],
          [`/fr`, `Depuis plus de ${years} ans, je conçois`],
          [`/fr/a-propos`, `depuis ${careerYear}, d'abord en agence`],
          [`/fr/a-propos`, `J'ai ensuite passé ${agencyYears} ans en agence`],
          [`/fr/a-propos`, `En ${freelanceYear}, je me suis lancé en freelance`],
          [`/fr/a-propos`, `puis en freelance depuis ${freelanceYear}`],
          [`/fr/portfolio`, `livrés en freelance depuis ${freelanceYear}`],
          [`/fr/${siteConfig.authorSlug}`, `à Paris depuis ${freelanceYear}`],
          [`/fr/${siteConfig.authorSlug}`, `j'ai passé ${agencyYears} ans en agence`],
        ],
      }[lang];
      for (const path of new Set(told.map(([path]) => path))) {
        await page.goto(path);
        for (const [, sentence] of told.filter(([where]) => where === path))
          await expect(page.locator('body'), `${path} says "${sentence}"`).toContainText(sentence);
      }
    });

    test('blog filters match tags and categories whatever their case and accents', async ({ page }) => {
      const cards = page.locator('section[data-section="posts"] [data-post-card]');
      const [tagQuery, tag, categoryQuery, category] =
        lang === 'en'
          ? ['seo', 'SEO', 'WEB-development', 'Web development']
          : ['accessibilite', 'accessibilité', 'developpement-web', 'Développement web'];

      await page.goto(`${prefix}/blog?tag=${tagQuery}`);
      const activeTag = page.getByRole('link', { name: `#${tag}`, exact: true });
      await expect(activeTag).toHaveAttribute('aria-current', 'page');
      await expect(cards.first()).toBeVisible();
      const byTag = await cards.count();
      await page.goto(`${prefix}/blog?tag=${encodeURIComponent(tag)}`);
      await expect(cards).toHaveCount(byTag);

      await page.goto(`${prefix}/blog?category=${categoryQuery}`);
      const activeCategory = page.locator('[data-category="web-development"]');
      await expect(activeCategory).toHaveAttribute('aria-current', 'page');
      await expect(activeCategory).toContainText(category);
      await expect(cards.first()).toBeVisible();
      const byCategory = await cards.count();
      await page.goto(`${prefix}/blog?category=web-development`);
      await expect(cards).toHaveCount(byCategory);
    });

    test('the author page shows the author document, its articles, and a video that loads nothing before play', async ({
      page,
      context,
    }) => {
      const requested = await interceptThirdParties(context);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${prefix}/${siteConfig.authorSlug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Camille Laurent' })).toBeVisible();
      await expect(page.getByText(siteConfig.jobTitle[lang], { exact: false }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: messages.AuthorPage.bioTitle })).toBeVisible();

      // Every article the author wrote in this language, each leading to it.
      const articles = page.getByRole('region', { name: messages.AuthorPage.articlesTitle }).locator('ol > li a');
      await expect(articles).toHaveCount(10);
      await expect(articles.first()).toHaveAttribute('href', new RegExp(`^${prefix}/blog/[a-z0-9-]+$`));
      await expect(page.locator('a[data-social="linkedin"]')).toHaveAttribute('href', siteConfig.socials.linkedin);

      const play = page.getByRole('button', { name: messages.AuthorPage.videoPlay });
      await expect(play).toBeVisible();
      await expect(page.getByText(messages.AuthorPage.videoNotice)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
      const size = async (element: typeof play) => {
        const box = await element.boundingBox();
        return box && { width: box.width, height: box.height };
      };
      const posterSize = await size(play);

      const frameRequest = page.waitForRequest((request) =>
        request.url().startsWith('https://www.youtube-nocookie.com/embed/'),
      );
      await play.click();
      const frame = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
      await expect(frame).toHaveAttribute('title', fill(messages.AuthorPage.videoName, { name: 'Camille Laurent' }));
      await frameRequest;
      // The frame takes the poster's place exactly; the policy lets it in.
      expect(await size(frame)).toEqual(posterSize);
      expect(requested.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
      expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    });

    test('the success page keeps its type across the language switch', async ({ page }) => {
      const other = lang === 'en' ? fr : en;
      await page.goto(`${prefix}/success?type=whatsapp`);
      await expect(page.locator('[data-success-type]')).toHaveAttribute('data-success-type', 'whatsapp');
      // Clicked once hydrated, as the language spec does: a CI run's earlier click changed nothing.
      const languageSwitch = page.getByRole('link', { name: other.Header.readInThisLanguage });
      await hydrated(languageSwitch);
      await languageSwitch.click();
      // From the port on: the French address ends with the English one.
      await expect(page).toHaveURL(new RegExp(`:\\d+${lang === 'en' ? '/fr' : ''}/success\\?type=whatsapp$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'fr' : 'en');
      await expect(page.locator('[data-success-type]')).toHaveAttribute('data-success-type', 'whatsapp');
      await expect(page.getByRole('link', { name: new RegExp(other.SuccessScreen.whatsapp.primary) })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
    });
  });
}
