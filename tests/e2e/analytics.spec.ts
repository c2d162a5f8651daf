import { expect, type Page } from '@playwright/test';
import { websiteBudgets } from '../../lib/contact/choices';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { interceptThirdParties } from './third-parties';
import { budgetWords } from './figures';
import { emptyBrowser, test } from './visitors';

// The build under test has every analytics id set (tests/e2e/suite.ts); the visitor arrives with no choice made.
test.use({ visitor: emptyBrowser });

type Pushed = Record<string, unknown>;

/** What the page pushed to the dataLayer; gtag() calls (Arguments objects) become arrays. */
function dataLayer(page: Page): Promise<(Pushed | unknown[])[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : (entry as Pushed),
    ),
  );
}

async function events(page: Page, name: string): Promise<Pushed[]> {
  return (await dataLayer(page)).filter((entry): entry is Pushed => !Array.isArray(entry) && entry.event === name);
}

/** How many Lead events the social pixel was given (its queue, since its script is stubbed in tests). */
function pixelLeads(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue ?? []).filter(
        (call) => call[0] === 'track' && call[1] === 'Lead',
      ).length,
  );
}

/**
 * The page's first events have reached the dataLayer (the load's timing is always reported): anything the page
 * raised on arrival, such as a success page's conversion, would be there before it.
 */
async function pageEventsArrived(page: Page) {
  await expect
    .poll(async () => (await events(page, 'web_vitals')).some((event) => event.metric_name === 'TTFB'))
    .toBe(true);
}

const acceptAll = (page: Page) => page.getByRole('button', { name: /accept all/i }).click();
const necessaryOnly = (page: Page) => page.getByRole('button', { name: /necessary only/i }).click();

/** Accepts everything on the home page and waits until the tag manager has loaded and taken the queue. */
async function acceptOnHome(page: Page) {
  await page.goto('/');
  const tagManager = page.waitForRequest(/www\.googletagmanager\.com\/gtm\.js\?id=GTM-TEST123/);
  await acceptAll(page);
  await tagManager;
  await expect.poll(async () => (await events(page, 'session_start')).length).toBe(1);
}

test.describe('analytics and consent', () => {
  test('a visitor who has not chosen yet causes no third-party request', async ({ page }) => {
    const requested = await interceptThirdParties(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /accept all/i })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.mouse.click(1, 200);
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await events(page, 'scroll_depth')).toEqual([]);
  });

  test('a visitor who refuses causes no third-party request, now or on later pages', async ({ page }) => {
    const requested = await interceptThirdParties(page);
    await page.goto('/');
    await necessaryOnly(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('link', { name: "Let's talk" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto('/services');
    await page.mouse.click(1, 200);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect((await dataLayer(page)).length).toBe(0);
  });

  test('accepting loads the tag manager behind Consent Mode v2, then the pixel and session recording', async ({
    page,
  }) => {
    const requested = await interceptThirdParties(page);
    await page.goto('/');
    const pixel = page.waitForRequest('https://connect.facebook.net/en_US/fbevents.js');
    const recording = page.waitForRequest('https://www.clarity.ms/tag/testclarity');
    await acceptAll(page);
    await Promise.all([pixel, recording]);
    await expect
      .poll(() => requested.some((url) => url.includes('googletagmanager.com/gtm.js?id=GTM-TEST123')))
      .toBe(true);

    const pushed = await dataLayer(page);
    const consentDefault = pushed.findIndex(
      (entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'default',
    );
    const consentUpdate = pushed.findIndex(
      (entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'update',
    );
    const tagStart = pushed.findIndex((entry) => !Array.isArray(entry) && entry.event === 'gtm.js');
    expect(pushed[consentDefault]).toEqual([
      'consent',
      'default',
      expect.objectContaining({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      }),
    ]);
    expect(pushed[consentUpdate]).toEqual([
      'consent',
      'update',
      expect.objectContaining({
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      }),
    ]);
    expect(consentDefault).toBeLessThan(consentUpdate);
    expect(consentUpdate).toBeLessThan(tagStart);
  });

  test("Vercel's analytics stay off on a host that is not Vercel: nothing is asked of /_vercel/ after consent", async ({
    page,
  }) => {
    await interceptThirdParties(page);
    const vercelRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_vercel/')) vercelRequests.push(request.url());
    });
    // Session recording loads with the same analytics consent: once it is requested, every such loader has run.
    const recording = page.waitForRequest('https://www.clarity.ms/tag/testclarity');
    await acceptOnHome(page);
    await recording;
    await page.waitForLoadState('networkidle');
    expect(vercelRequests).toEqual([]);
  });

  test('changing one’s mind later tells the tags already in the page, and events stop', async ({ page }) => {
    await interceptThirdParties(page);
    const recording = page.waitForRequest('https://www.clarity.ms/tag/testclarity');
    await acceptOnHome(page);
    await recording;
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('function');

    // A client-side visit to the cookie settings page: the tags loaded on the home page are still running.
    await page.locator('footer').getByRole('link', { name: 'Cookie settings' }).click();
    await expect(page).toHaveURL(/\/cookie-settings$/);
    for (const name of ['Audience measurement', 'Marketing', 'Functional'])
      await page.getByRole('switch', { name }).uncheck();
    await page.getByRole('button', { name: 'Save my preferences' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your preferences have been saved.');

    const updates = (await dataLayer(page)).filter(
      (entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'update',
    );
    expect(updates.at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      }),
    ]);
    const calls = await page.evaluate(() => ({
      pixel: (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue.filter((call) => call[0] === 'consent'),
      recording: (window as unknown as { clarity: { q: unknown[][] } }).clarity.q.filter(
        (call) => call[0] === 'consent',
      ),
    }));
    expect(calls.pixel.at(-1)).toEqual(['consent', 'revoke']);
    expect(calls.recording.at(-1)).toEqual(['consent', false]);

    const before = (await dataLayer(page)).length;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
    expect((await dataLayer(page)).length).toBe(before);
  });

  test('cookie_consent: one event per choice, on the banner or the settings page, and none on a page load', async ({
    page,
  }) => {
    await interceptThirdParties(page);
    await acceptOnHome(page);
    await expect
      .poll(() => events(page, 'cookie_consent'))
      .toEqual([expect.objectContaining({ analytics: true, marketing: true })]);

    // Every later page, and the same page reloaded, reads the stored choice: none is a choice of its own.
    for (const path of ['/', '/services', '/fr/villes', '/services']) {
      await page.goto(path);
      await pageEventsArrived(page);
      await page.waitForLoadState('networkidle');
      expect([path, await events(page, 'cookie_consent')]).toEqual([path, []]);
    }
    await page.reload();
    await pageEventsArrived(page);
    expect(await events(page, 'cookie_consent')).toEqual([]);

    // One new choice on the settings page: one event, saying what was chosen.
    await page.goto('/cookie-settings');
    await pageEventsArrived(page);
    await page.getByRole('switch', { name: 'Marketing' }).uncheck();
    await page.getByRole('button', { name: 'Save my preferences' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your preferences have been saved.');
    await expect
      .poll(() => events(page, 'cookie_consent'))
      .toEqual([expect.objectContaining({ analytics: true, marketing: false })]);
    await page.waitForLoadState('networkidle');
    expect(await events(page, 'cookie_consent')).toHaveLength(1);
  });

  test('an accepting visitor’s scroll and CTA click reach the dataLayer exactly once each', async ({ page }) => {
    await interceptThirdParties(page);
    await acceptOnHome(page);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => (await events(page, 'scroll_depth')).map((event) => event.percent))
      .toEqual([25, 50, 75, 100]);
    expect((await events(page, 'scroll_depth'))[0]).toMatchObject({ page_path: '/', event_category: 'engagement' });

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('header').getByRole('link', { name: "Let's talk" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect
      .poll(async () => events(page, 'cta_click'))
      .toEqual([expect.objectContaining({ cta_text: "Let's talk", cta_location: 'header', destination: '/contact' })]);
    // The visit so far, each once: nothing was duplicated by the queue, the flush or the listeners.
    expect((await events(page, 'scroll_depth')).length).toBe(4);
    expect((await events(page, 'session_start')).length).toBe(1);
  });

  for (const { lang, messages, contact, budget } of [
    { lang: 'en', messages: en, contact: '/contact', budget: budgetWords(websiteBudgets[1], 'en') },
    { lang: 'fr', messages: fr, contact: '/fr/contact', budget: budgetWords(websiteBudgets[1], 'fr') },
  ] as const) {
    const funnel = messages.ContactFunnel;

    test(`an accepting visitor’s funnel completion reaches the dataLayer exactly once per step, and converts once (${lang})`, async ({
      page,
    }) => {
      await interceptThirdParties(page);
      // Its own client address, so the contact route's rate limit never meets another test's.
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(Date.now() + lang.length) % 250}` });
      await acceptOnHome(page);
      await page.goto(contact);

      const { projectType, heardFrom } = funnel.choices;
      for (const choice of [projectType.website, budget, heardFrom['search-engine']]) {
        // The radios are visually hidden behind their cards: the visitor clicks the card's words.
        await page.getByText(choice, { exact: true }).click();
        await page.getByRole('button', { name: funnel.actions.next }).click();
      }
      await expect(page.getByText(funnel.stepCounter.replace('{current}', '4').replace('{total}', '4'))).toBeVisible();
      const form = page.getByRole('form', { name: funnel.formLabel });
      // A control by its visible label, with its "*" or "(optional)" mark ("Nom" is not "Prénom").
      const field = (label: string) => form.getByLabel(new RegExp(`^${label}(\\*| \\(.+\\))?$`));
      await field(funnel.fields.firstName).fill('Grace');
      await field(funnel.fields.lastName).fill('Hopper');
      await field(funnel.fields.email).fill('grace@example.com');
      await field(funnel.fields.deadlineWeeks).fill('6');
      await field(funnel.fields.message).fill('A showcase website for our navy museum.');
      await page.getByRole('button', { name: funnel.actions.sendEmail }).click();
      await expect(page).toHaveURL(new RegExp(`${contact}/email-success$`));

      await expect.poll(async () => (await events(page, 'conversion_confirmation')).length).toBe(1);
      expect(await events(page, 'conversion_confirmation')).toEqual([
        expect.objectContaining({ submission_type: 'email', language: lang, page: `${contact}/email-success` }),
      ]);
      expect(await events(page, 'form_start')).toEqual([
        expect.objectContaining({ form_name: 'contact_funnel', event_category: 'form' }),
      ]);
      expect((await events(page, 'form_step')).map((event) => event.step_number)).toEqual([2, 3, 4]);
      expect(await events(page, 'form_submit')).toEqual([
        expect.objectContaining({ form_name: 'contact_funnel', method: 'email' }),
      ]);
      expect(await events(page, 'contact_form_submit')).toEqual([
        expect.objectContaining({ submission_type: 'email', currency: 'EUR' }),
      ]);
      expect(await events(page, 'form_abandonment')).toEqual([]);
      await expect.poll(() => pixelLeads(page)).toBe(1);

      // A refresh of the success page is not another request.
      await page.reload();
      await pageEventsArrived(page);
      expect(await events(page, 'conversion_confirmation')).toEqual([]);
      expect(await events(page, 'contact_form_submit')).toEqual([]);
      expect(await pixelLeads(page)).toBe(0);
    });

    test(`a direct visit of a success page confirms no conversion and gives the pixel no Lead (${lang})`, async ({
      page,
    }) => {
      await interceptThirdParties(page);
      await acceptOnHome(page);
      for (const path of [
        `${contact}/email-success`,
        `${contact}/whatsapp-success`,
        `${lang === 'fr' ? '/fr' : ''}/success?type=whatsapp`,
      ]) {
        await page.goto(path);
        await expect(page.locator('[data-success-type]')).toBeVisible();
        await pageEventsArrived(page);
        expect(await events(page, 'conversion_confirmation')).toEqual([]);
        expect(await events(page, 'contact_form_submit')).toEqual([]);
        expect(await pixelLeads(page)).toBe(0);
      }
    });

    test(`a reveal animation that runs sends animation_trigger with its section (${lang})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await interceptThirdParties(page);
      await acceptOnHome(page);
      await page.goto(lang === 'fr' ? '/fr/services' : '/services');
      // Once the page runs, the sections below the fold wait, hidden, to fade in as they scroll into view (the
      // frame-rate monitor may turn animations off a few seconds later on a busy machine: scroll to one at once).
      const waiting = page.locator('[data-reveal][style*="opacity: 0"]').first();
      await expect(waiting).toBeAttached();
      await waiting.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => (await events(page, 'animation_trigger')).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      const triggered = await events(page, 'animation_trigger');
      expect(triggered).toContainEqual(
        expect.objectContaining({
          animation_name: 'reveal',
          section: expect.any(String),
          event_category: 'engagement',
        }),
      );
    });

    test(`the author's video sends video_play when it is started (${lang})`, async ({ page }) => {
      await interceptThirdParties(page);
      await acceptOnHome(page);
      await page.goto(lang === 'fr' ? '/fr/camille-laurent' : '/camille-laurent');
      expect(await events(page, 'video_play')).toEqual([]);
      await page.getByRole('button', { name: messages.AuthorPage.videoPlay }).click();
      await expect
        .poll(async () => events(page, 'video_play'))
        .toEqual([
          expect.objectContaining({
            video_title: messages.AuthorPage.videoName.replace('{name}', 'Camille Laurent'),
            page_path: lang === 'fr' ? '/fr/camille-laurent' : '/camille-laurent',
          }),
        ]);
    });
  }
});
