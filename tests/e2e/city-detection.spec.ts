import { expect, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { STORAGE_KEYS } from '../../lib/consent/storage-keys';
import { interceptThirdParties } from './third-parties';
import { browserKeeping, test } from './visitors';

// The e2e server trusts the geolocation headers (GEO_HEADERS_TRUSTED, tests/e2e/suite.ts), as Vercel's platform
// sets them; here the test sets them on every request. The visitor has made no consent choice yet, and is the
// owner: admin_mode shows the geo panel.
test.use({ visitor: browserKeeping([{ name: 'admin_mode', value: 'true' }]) });

const languages = [
  { lang: 'en', messages: en, services: '/services', blog: '/blog', lyon: '/web-developer/lyon' },
  { lang: 'fr', messages: fr, services: '/fr/services', blog: '/fr/blog', lyon: '/fr/developpeur-web/lyon' },
] as const;

type Language = (typeof languages)[number];

const lyonHeaders = { 'x-vercel-ip-city': 'Lyon', 'x-vercel-ip-country': 'FR' };

function geoRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/geo') asked.push(request.url());
  });
  return asked;
}

const cityBanner = (page: Page, { messages }: Language) =>
  page.getByRole('complementary', { name: messages.CityBanner.label });
const panel = (page: Page, { messages }: Language) =>
  page.getByRole('complementary', { name: messages.AdminPanel.title });
/** A figure of the admin panel, by its label. */
const figure = (page: Page, language: Language, label: string) =>
  panel(page, language).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function acceptAll(page: Page, { messages }: Language) {
  await page
    .getByRole('dialog', { name: messages.ConsentBanner.title })
    .getByRole('button', {
      name: messages.ConsentBanner.acceptAll,
    })
    .click();
}

for (const language of languages) {
  const { lang, messages } = language;
  const admin = messages.AdminPanel;

  test.describe(`city detection (${lang})`, () => {
    test('with a detected city and consent: the banner suggests its page, and the panel counts detection and clicks', async ({
      page,
    }) => {
      await interceptThirdParties(page);
      await page.setExtraHTTPHeaders(lyonHeaders);
      const asked = geoRequests(page);

      await page.goto(language.services);
      await expect(page.getByRole('dialog', { name: messages.ConsentBanner.title })).toBeVisible();
      // Before the visitor's choice, the host is not even asked.
      expect(asked).toEqual([]);
      await expect(cityBanner(page, language)).toHaveCount(0);

      await acceptAll(page, language);
      const banner = cityBanner(page, language);
      await expect(banner).toContainText(messages.CityBanner.text);
      const link = banner.getByRole('link', { name: /Lyon/ });
      await expect(link).toHaveAttribute('href', language.lyon);
      await expect(figure(page, language, admin.detectionRate)).toHaveText(/\d/);

      await link.click();
      await expect(page).toHaveURL(new RegExp(`${language.lyon}$`));
      // On a city page the banner has nothing to suggest.
      await expect(banner).toHaveCount(0);
      await expect(figure(page, language, admin.totalViews)).toHaveText('1');
      const [view] = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
        STORAGE_KEYS.cityViews.name,
      );
      expect(view).toMatchObject({ citySlug: 'lyon', language: lang, detectedCity: 'lyon' });
      await expect(figure(page, language, admin.detectionRate)).toHaveText(/^100\s?%$/);
      await expect(figure(page, language, admin.bannerClickRate)).toHaveText(/^100\s?%$/);

      // Asked once for the whole session.
      await page.goto(language.blog);
      await expect(cityBanner(page, language)).toBeVisible();
      expect(asked).toHaveLength(1);
      await expect(figure(page, language, admin.bannerClickRate)).toHaveText(/^50\s?%$/);
    });

    test('hidden once, the suggestion stays hidden for the session', async ({ page }) => {
      await interceptThirdParties(page);
      await page.setExtraHTTPHeaders(lyonHeaders);
      await page.goto(language.services);
      await acceptAll(page, language);
      await cityBanner(page, language).getByRole('button', { name: messages.CityBanner.hide }).click();
      await expect(cityBanner(page, language)).toHaveCount(0);
      await page.goto(language.blog);
      await expect(panel(page, language)).toBeVisible();
      await expect(figure(page, language, admin.bannerClickRate)).toHaveText(/^0\s?%$/);
      await expect(cityBanner(page, language)).toHaveCount(0);
    });

    test('without a geolocation header nothing is shown, and the panel says detection is unavailable', async ({
      page,
    }) => {
      await interceptThirdParties(page);
      const asked = geoRequests(page);
      await page.goto(language.services);
      await acceptAll(page, language);
      await expect.poll(() => asked.length).toBe(1);
      await expect(figure(page, language, admin.detectionRate)).toHaveText(admin.detectionUnavailable);
      await expect(figure(page, language, admin.bannerClickRate)).toHaveText(admin.detectionUnavailable);
      await page.goto(language.lyon);
      await expect(figure(page, language, admin.totalViews)).toHaveText('1');
      await expect(figure(page, language, admin.detectionRate)).toHaveText(admin.detectionUnavailable);
      await expect(cityBanner(page, language)).toHaveCount(0);
    });
  });
}
