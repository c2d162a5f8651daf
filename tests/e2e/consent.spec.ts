import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { BANNER_DELAY_MS, STATUS_MESSAGE_MS, WITHDRAW_RELOAD_MS } from '../../lib/consent/constants';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { interceptThirdParties, trackingCookies } from './third-parties';
import { emptyBrowser, test } from './visitors';

// Every analytics id is set in the build under test (tests/e2e/suite.ts); the visitor arrives with no choice.
test.use({ visitor: emptyBrowser });

// The page's clock runs as usual, and a test moves it on past a delay (the banner's, a status message's, the longest a
// loader would wait) rather than waiting for it: a check that something did *not* happen costs no real time.
test.beforeEach(({ page }) => page.clock.install());

const languages = [
  {
    lang: 'en',
    messages: en,
    home: '/',
    services: '/services',
    settings: '/cookie-settings',
    privacy: '/privacy-policy',
  },
  {
    lang: 'fr',
    messages: fr,
    home: '/fr',
    services: '/fr/services',
    settings: '/fr/parametres-cookies',
    privacy: '/fr/politique-de-confidentialite',
  },
] as const;

type Language = (typeof languages)[number];

const banner = (page: Page, { messages }: Language) => page.getByRole('dialog', { name: messages.ConsentBanner.title });
const panel = (page: Page, { messages }: Language) => page.getByRole('dialog', { name: messages.MyDataPanel.title });

function stored(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
  );
}

/** The one consent record (docs/behaviour/privacy-and-consent.md#saving-a-choice). */
async function consentRecord(page: Page) {
  return JSON.parse((await stored(page))['gdpr-consent-record'] ?? 'null');
}

/** Past the moment the banner would have appeared. */
const pastBannerDelay = BANNER_DELAY_MS + 500;
/** Longer than the session recording's idle wait (5 s), the longest any loader would wait. */
const pastEveryLoader = 5500;

/** Whether any tag left a trace in the page, even one whose request was blocked. */
function tagGlobals(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return { dataLayer: w.dataLayer ?? null, fbq: typeof w.fbq, clarity: typeof w.clarity };
  });
}

async function choose(page: Page, language: Language, button: 'acceptAll' | 'necessaryOnly') {
  await page.goto(language.home);
  await banner(page, language).getByRole('button', { name: language.messages.ConsentBanner[button] }).click();
  await expect(banner(page, language)).toBeHidden();
}

async function openMyData(page: Page, language: Language) {
  await page.locator('footer').getByRole('button', { name: language.messages.Footer.myData }).click();
  await expect(panel(page, language)).toBeVisible();
}

for (const language of languages) {
  const { lang, messages } = language;
  const texts = messages.ConsentBanner;
  const data = messages.MyDataPanel;

  test.describe(`consent (${lang})`, () => {
    test('a visitor who does nothing sends nothing to any third party and gets no tracking cookie', async ({
      page,
      context,
    }) => {
      const requested = await interceptThirdParties(context);
      await page.goto(language.home);
      await expect(banner(page, language)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.mouse.click(5, 300);
      await page.keyboard.press('End');
      // Reading the privacy policy before choosing is a choice of nothing.
      await banner(page, language).getByRole('link', { name: texts.privacyLink }).click();
      await expect(page).toHaveURL(new RegExp(`${language.privacy}$`));
      await page.clock.fastForward(pastEveryLoader);
      expect(requested).toEqual([]);
      expect(await trackingCookies(context)).toEqual([]);
      expect(await tagGlobals(page)).toEqual({ dataLayer: null, fbq: 'undefined', clarity: 'undefined' });
    });

    test('the banner appears BANNER_DELAY_MS after load as a keyboard-reachable dialog that moves nothing', async ({
      page,
    }) => {
      // Its entrance as most visitors see it, animated.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.addInitScript(() => {
        const w = window as unknown as { bannerShownAt?: number; shifts: { at: number; value: number }[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) w.shifts.push({ at: entry.startTime, value: entry.value });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new MutationObserver((_, observer) => {
          if (!document.querySelector('section[role="dialog"]')) return;
          w.bannerShownAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(language.home);
      await expect(banner(page, language)).toBeVisible();
      const { shownAt, shifts } = await page.evaluate(() => {
        const w = window as unknown as { bannerShownAt: number; shifts: { at: number; value: number }[] };
        return { shownAt: w.bannerShownAt, shifts: w.shifts };
      });
      expect(shownAt).toBeGreaterThanOrEqual(BANNER_DELAY_MS);
      await page.waitForTimeout(500);
      expect(shifts.filter((shift) => shift.at >= shownAt - 100)).toEqual([]);

      const box = (await banner(page, language).boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, -1);
      await expect(banner(page, language)).toHaveAccessibleDescription(
        [texts.lead, texts.audience, texts.advertising, texts.control, texts.privacyLink].join(' '),
      );

      // Refusing is exactly as prominent as accepting.
      const sizes = await Promise.all(
        [texts.acceptAll, texts.necessaryOnly, texts.customize].map(async (name) => {
          const button = banner(page, language).getByRole('button', { name });
          const { width, height } = (await button.boundingBox())!;
          return { width: Math.round(width), height: Math.round(height), style: await button.getAttribute('class') };
        }),
      );
      expect(new Set(sizes.map((size) => JSON.stringify(size))).size).toBe(1);

      // Its place in the tab order (after the skip link and the header): tests/e2e/keyboard-walk.spec.ts.
    });

    test('refusing sends nothing, on this page or later ones, and the choice holds across pages and reloads', async ({
      page,
      context,
    }) => {
      const requested = await interceptThirdParties(context);
      await choose(page, language, 'necessaryOnly');
      // One key holds the choice, with its date and version.
      expect(await consentRecord(page)).toMatchObject({
        consentVersion: '2.0',
        consentDate: expect.any(String),
        preferences: { necessary: true, analytics: false, marketing: false, functional: false },
      });
      expect(Object.keys(await stored(page)).filter((key) => key.startsWith('cookie-'))).toEqual([]);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator('footer').getByRole('link', { name: messages.Footer.cookieSettings }).click();
      await expect(page).toHaveURL(new RegExp(`${language.settings}$`));
      await page.goto(language.services);
      await page.reload();
      await page.mouse.click(5, 300);
      await page.clock.fastForward(pastEveryLoader);
      await expect(banner(page, language)).toBeHidden();
      expect(requested).toEqual([]);
      expect(await trackingCookies(context)).toEqual([]);
      expect(await tagGlobals(page)).toEqual({ dataLayer: null, fbq: 'undefined', clarity: 'undefined' });
    });

    test('accepting everything loads the tag manager, the pixel and session recording', async ({ page, context }) => {
      const requested = await interceptThirdParties(context);
      await page.goto(language.home);
      const pixel = page.waitForRequest('https://connect.facebook.net/en_US/fbevents.js');
      const recording = page.waitForRequest('https://www.clarity.ms/tag/testclarity');
      await banner(page, language).getByRole('button', { name: texts.acceptAll }).click();
      await Promise.all([pixel, recording]);
      // A request's event can come before the route handler that records it.
      await expect
        .poll(() => requested)
        .toContainEqual(expect.stringContaining('googletagmanager.com/gtm.js?id=GTM-TEST123'));
      await page.reload();
      await page.clock.fastForward(pastBannerDelay);
      await expect(banner(page, language)).toBeHidden();
    });

    test('customizing: switches off until ticked, and without marketing the pixel never loads', async ({
      page,
      context,
    }) => {
      const requested = await interceptThirdParties(context);
      await page.goto(language.home);
      await banner(page, language).getByRole('button', { name: texts.customize }).click();
      const custom = page.getByRole('dialog', { name: texts.customTitle });
      const analytics = custom.getByRole('switch', { name: texts.analytics });
      const marketing = custom.getByRole('switch', { name: texts.marketing });
      await expect(analytics).not.toBeChecked();
      await expect(marketing).not.toBeChecked();
      await expect(custom.getByRole('link', { name: texts.settingsLink })).toHaveAttribute('href', language.settings);

      await custom.getByRole('button', { name: texts.back }).click();
      await expect(banner(page, language).getByRole('button', { name: texts.customize })).toBeFocused();
      await banner(page, language).getByRole('button', { name: texts.customize }).click();
      await analytics.check();
      const recording = page.waitForRequest('https://www.clarity.ms/tag/testclarity');
      await custom.getByRole('button', { name: texts.save }).click();
      await expect(custom).toBeHidden();
      await recording;
      await page.clock.fastForward(500);
      await expect.poll(() => requested.some((url) => url.includes('googletagmanager.com/gtm.js'))).toBe(true);
      expect(requested.filter((url) => url.includes('facebook'))).toEqual([]);
      expect((await consentRecord(page)).preferences).toMatchObject({ analytics: true, marketing: false });
    });

    test('cookie settings: four categories with their retention, saved with a confirmation', async ({ page }) => {
      await page.goto(language.settings);
      await page.clock.fastForward(pastBannerDelay);
      // The page asks the same questions in full: the banner keeps out of the way.
      await expect(banner(page, language)).toBeHidden();
      const page_ = messages.CookieSettingsPage;
      await expect(page.getByRole('switch', { name: page_.categories.necessary.name })).toBeDisabled();
      await expect(page.getByRole('switch', { name: page_.categories.necessary.name })).toBeChecked();
      for (const category of ['analytics', 'marketing', 'functional'] as const) {
        await expect(page.getByRole('switch', { name: page_.categories[category].name })).not.toBeChecked();
      }
      const months = lang === 'en' ? ['26 months', '13 months', '12 months'] : ['26 mois', '13 mois', '12 mois'];
      for (const text of months) await expect(page.getByText(text, { exact: true })).toBeVisible();

      await page.getByRole('switch', { name: page_.categories.analytics.name }).check();
      await page.getByRole('switch', { name: page_.categories.functional.name }).check();
      await page.getByRole('button', { name: page_.save }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(page_.saved);
      expect((await consentRecord(page)).preferences).toEqual({
        necessary: true,
        analytics: true,
        marketing: false,
        functional: true,
      });
      await page.clock.fastForward(STATUS_MESSAGE_MS);
      await expect(page.getByRole('main').getByRole('status')).toHaveText('');

      await page.reload();
      await expect(page.getByRole('switch', { name: page_.categories.analytics.name })).toBeChecked();
      await expect(page.getByRole('switch', { name: page_.categories.marketing.name })).not.toBeChecked();
      await page.goto(language.home);
      await page.clock.fastForward(pastBannerDelay);
      await expect(banner(page, language)).toBeHidden();
    });

    test('My Data: a modal dialog that keeps focus and exports a JSON file of what this browser keeps', async ({
      page,
    }) => {
      await choose(page, language, 'necessaryOnly');
      await openMyData(page, language);
      for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
      expect(await panel(page, language).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

      const download = page.waitForEvent('download');
      await panel(page, language).getByRole('button', { name: data.exportButton }).click();
      const file = await download;
      const today = new Date();
      const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      expect(file.suggestedFilename()).toBe(`camille-laurent-studio-data-${date}.json`);
      const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
      expect(exported).toMatchObject({
        site: 'Camille Laurent Studio',
        localStorage: {
          'gdpr-consent-record': { consentVersion: '2.0', preferences: { analytics: false, marketing: false } },
          'privacy-log': [expect.objectContaining({ action: 'consent_given' })],
        },
        cookies: lang === 'en' ? { language: 'en' } : {},
      });
      await expect(panel(page, language).getByRole('status')).toHaveText(data.exported);
      await page.clock.fastForward(STATUS_MESSAGE_MS);
      await expect(panel(page, language).getByRole('status')).toHaveText('');

      await page.keyboard.press('Escape');
      await expect(panel(page, language)).toBeHidden();
    });

    test('My Data: erasing asks first, then removes every key and cookie the site set', async ({ page, context }) => {
      await interceptThirdParties(context);
      await choose(page, language, 'acceptAll');
      await context.addCookies([{ name: '_ga', value: 'GA1.1.42', url: page.url() }]);
      await openMyData(page, language);
      await panel(page, language).getByRole('button', { name: data.eraseButton }).click();
      await expect(panel(page, language).getByRole('group', { name: data.confirmErase })).toBeVisible();
      await panel(page, language).getByRole('button', { name: data.cancel }).click();
      expect(Object.keys(await stored(page))).toContain('gdpr-consent-record');

      await panel(page, language).getByRole('button', { name: data.eraseButton }).click();
      await panel(page, language).getByRole('button', { name: data.confirmEraseButton }).click();
      await expect(panel(page, language).getByRole('status')).toHaveText(data.erased);
      expect(await stored(page)).toEqual({});
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);

      // Nothing is left of the choice either: once the panel closes, the banner asks again.
      await page.keyboard.press('Escape');
      await expect(banner(page, language)).toBeVisible();
    });

    test('My Data: withdrawing asks first, clears tracking cookies, logs it and reloads with the banner back', async ({
      page,
      context,
    }) => {
      await interceptThirdParties(context);
      await choose(page, language, 'acceptAll');
      await context.addCookies([
        { name: '_ga', value: 'GA1.1.42', url: page.url() },
        { name: '_fbp', value: 'fb.1.42', url: page.url() },
      ]);
      await openMyData(page, language);
      await panel(page, language).getByRole('button', { name: data.withdrawButton }).click();
      await expect(panel(page, language).getByRole('group', { name: data.confirmWithdraw })).toBeVisible();
      const reloaded = page.waitForEvent('load');
      const clickedAt = Date.now();
      await panel(page, language).getByRole('button', { name: data.confirmWithdrawButton }).click();
      await expect(panel(page, language).getByRole('status')).toHaveText(data.withdrawn);
      await reloaded;
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(WITHDRAW_RELOAD_MS - 100);

      expect(await trackingCookies(context)).toEqual([]);
      const after = await stored(page);
      expect(JSON.parse(after['gdpr-consent-record']!)).toMatchObject({
        consentDate: '',
        consentVersion: '',
        preferences: { necessary: true, analytics: false, marketing: false, functional: false },
        withdrawalDate: expect.any(String),
      });
      expect(JSON.parse(after['privacy-log']!).map((entry: { action: string }) => entry.action)).toContain(
        'consent_withdrawn',
      );
      await expect(banner(page, language)).toBeVisible();
    });

    test('Escape: the custom view goes back to the main one, which then closes with no choice made', async ({
      page,
      context,
    }) => {
      const requested = await interceptThirdParties(context);
      await page.goto(language.home);
      const customize = banner(page, language).getByRole('button', { name: texts.customize });
      await customize.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: texts.customTitle })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(customize).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(banner(page, language)).toBeHidden();
      await page.clock.fastForward(pastEveryLoader);
      await expect(banner(page, language)).toBeHidden();
      expect(await consentRecord(page)).toBeNull();
      expect(requested).toEqual([]);
      // The next page load asks again.
      await page.reload();
      await expect(banner(page, language)).toBeVisible();
    });

    test('My Data: a withdrawal the browser refuses to store says so, and neither reloads nor loads a tag again', async ({
      page,
      context,
    }) => {
      await interceptThirdParties(context);
      await choose(page, language, 'acceptAll');
      const before = await consentRecord(page);
      await openMyData(page, language);
      await page.evaluate(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await panel(page, language).getByRole('button', { name: data.withdrawButton }).click();
      await panel(page, language).getByRole('button', { name: data.confirmWithdrawButton }).click();
      await expect(panel(page, language).getByRole('alert')).toHaveText(data.withdrawError);
      await expect(panel(page, language).getByRole('status')).toHaveText('');
      await page.clock.fastForward(WITHDRAW_RELOAD_MS * 2);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await consentRecord(page)).toEqual(before);
    });
  });
}
