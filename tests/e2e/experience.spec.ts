import { expect, type BrowserContext, type Page } from '@playwright/test';
import { LOADING_SCREEN_MIN_MS } from '../../lib/experience/loading-screen';
import { hydrated } from './hydration';
import { firstVisitor, returningVisitor, test } from './visitors';

/** The site's motion is this spec's subject: its visitor has not asked for reduced motion. */
test.use({ reducedMotion: 'no-preference' });

/**
 * The experience layer (docs/behaviour/experience.md): first-visit loading screen, reveals and reduced
 * motion, the lazy 3D hero, offline pages through the service worker, recovery from missing chunks.
 */

const overlay = (page: Page) => page.locator('[data-loading-phase]');

/**
 * The frames a device draws, as the page counts them: each new frame's time advances by 1000 / `fps` ms, whatever the
 * machine running the test manages, so the frame-rate monitor reads `fps` (docs/behaviour/experience.md#performance-monitor).
 * `setFrameRate` changes it while the page runs. Once per context. The page's clock (`controlledClock`) brings
 * frames of its own, and the order of a context's init scripts is not defined: whichever comes first, the clock's
 * frames are the ones this device counts, never the page's scheduler in its place.
 */
async function framesPerSecond(context: BrowserContext, fps: number) {
  await context.addInitScript((rate) => {
    const device = window as unknown as { __frameRate: number };
    device.__frameRate = rate;
    let request = window.requestAnimationFrame.bind(window);
    let lastFrame: number | undefined;
    let time = 0;
    const emulated = (callback: FrameRequestCallback) =>
      request((frame) => {
        if (frame !== lastFrame) {
          lastFrame = frame;
          time += 1000 / device.__frameRate;
        }
        callback(time);
      });
    Object.defineProperty(window, 'requestAnimationFrame', {
      configurable: true,
      get: () => emulated,
      set: (scheduler: typeof request) => {
        if (scheduler !== emulated) request = scheduler;
      },
    });
  }, fps);
}

const setFrameRate = (page: Page, fps: number) =>
  page.evaluate((rate) => ((window as unknown as { __frameRate: number }).__frameRate = rate), fps);

/**
 * Gives the test the page's clock: it moves time on itself, so a wait for the idle moment (at most 5 s) costs no real
 * delay. The page's time also runs on at its own pace between the test's moves.
 */
async function controlledClock(page: Page) {
  await page.clock.install();
}

/** Runs the page's stopped clock past the idle moment and the frame-rate measurement. */
const pastIdleMoment = (page: Page) => page.clock.runFor(10_000);

/** This machine has 2 cores, which the site rightly calls low-end; these tests play a capable device. */
async function capableDevice(context: BrowserContext, fps = 60) {
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 8 });
    Object.defineProperty(navigator, 'deviceMemory', { get: () => 8 });
  });
  await framesPerSecond(context, fps);
}

test.describe('loading screen', () => {
  test.use({ visitor: firstVisitor });

  test('covers the first visit for at least 3000 ms, over content that is already there, then never again', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(overlay(page)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading progress' })).toBeVisible();
    // The page under it is complete: the loading screen does not hold back the largest paint.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Websites and mobile apps that win you clients');

    await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(LOADING_SCREEN_MIN_MS);
    expect(await page.evaluate(() => localStorage.getItem('has_visited'))).toBe('true');

    await page.goto('/services', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-loading-screen'))).toBe(false);
    await expect(overlay(page)).toBeHidden();
  });

  test('lets clicks through to the page, so nobody is held behind it', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(overlay(page)).toBeVisible();
    await page.getByRole('link', { name: 'See my work' }).first().click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('is absent with ?no-loading', async ({ page }) => {
    await page.goto('/?no-loading', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-loading-screen'))).toBe(false);
    await expect(overlay(page)).toBeHidden();
  });

  test('is a plain spinner with ?simple-loading', async ({ page }) => {
    await page.goto('/fr?simple-loading');
    await expect(overlay(page)).toHaveAttribute('data-loading-phase', 'simple');
    await expect(overlay(page)).toContainText('Chargement du site…');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('is absent for a first visit with reduced motion, and the visit is remembered', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-loading-screen'))).toBe(false);
    await hydrated(page.locator('[data-hero-3d]'));
    await expect(overlay(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('has_visited'))).toBe('true');
  });

  test('never covers the page without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await context.close();
  });
});

test.describe('motion', () => {
  test('server HTML hides nothing: no content waits for JavaScript to become visible', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The stylesheet is inlined in the page: what must not be there is an element hidden by its own style.
    expect(html).not.toMatch(/style="[^"]*opacity:\s*0/);
    expect(html).not.toMatch(/\\"opacity\\":0/);
    expect(html).toContain('data-reveal');
  });

  test('sections below the fold are there once scrolled to', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('[data-section="faq"] [data-reveal]');
    await faq.scrollIntoViewIfNeeded();
    await expect.poll(() => faq.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('with reduced motion nothing is hidden, and there is no custom cursor and no 3D', async ({ page, context }) => {
    await capableDevice(context);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await controlledClock(page);
    await page.goto('/');
    // Checked once the browser runs the page, not as served.
    await hydrated(page.locator('[data-hero-3d]'));
    await pastIdleMoment(page);
    const hidden = await page
      .locator('[data-reveal]')
      .evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).opacity !== '1').length);
    expect(hidden).toBe(0);
    await expect(page.locator('[data-custom-cursor]')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(page.locator('[data-hero-3d]')).toHaveAttribute('data-hero-3d', 'off');
  });

  test('the reading progress bar follows the scroll', async ({ page }) => {
    await page.goto('/services');
    const bar = page.locator('[data-reading-progress]');
    const scale = () => bar.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
    expect(await scale()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scale).toBeGreaterThan(0.95);
  });

  test('the custom cursor follows a mouse on a wide screen, never on a phone', async ({ browser }) => {
    const desktop = await browser.newContext({
      storageState: returningVisitor,
      viewport: { width: 1280, height: 800 },
    });
    const page = await desktop.newPage();
    await page.goto('/services');
    await page.mouse.move(300, 300);
    const ring = page.locator('[data-custom-cursor]');
    await expect(ring).toHaveCount(1, { timeout: 10_000 });
    // It follows: once the mouse moves again, the ring comes to rest centred on it.
    await page.mouse.move(420, 360);
    const centre = () =>
      ring.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
      });
    await expect.poll(centre).toEqual([420, 360]);
    await expect(ring).toHaveCSS('opacity', '1');
    await desktop.close();

    const phone = await browser.newContext({
      storageState: returningVisitor,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const mobilePage = await phone.newPage();
    await controlledClock(mobilePage);
    await mobilePage.goto('/services');
    await pastIdleMoment(mobilePage);
    await expect(mobilePage.locator('[data-custom-cursor]')).toHaveCount(0);
    await phone.close();
  });
});

test.describe('3D hero', () => {
  test('is never in the server HTML', async ({ request }) => {
    expect(await (await request.get('/')).text()).not.toContain('<canvas');
  });

  test('loads after the page is idle, and hides while the page is hidden', async ({ page, context }) => {
    await capableDevice(context);
    // Counted by the page itself: a fast page is idle (and shows the scene) before a check from here could run.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        document.documentElement.setAttribute(
          'data-canvases-at-load',
          String(document.querySelectorAll('canvas').length),
        ),
      ),
    );
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-canvases-at-load', '0');
    const canvas = page.locator('canvas[data-hero-canvas="running"]');
    await expect(canvas).toBeVisible({ timeout: 15_000 });

    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (value ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await expect(canvas).toBeHidden();
    await setHidden(false);
    await expect(canvas).toBeVisible();
  });

  test('is absent with ?no-3d, on a device that says it is low-end, and where frames are slow', async ({ browser }) => {
    const devices = [
      { path: '/?no-3d', hints: 'capable', fps: 60, decision: 'off' },
      { path: '/', hints: 'two cores', fps: 60, decision: 'off' },
      // WebKit gives no memory or connection and a fixed core count: the frames tell.
      { path: '/', hints: 'capable', fps: 20, decision: 'too-slow' },
    ] as const;
    for (const { path, hints, fps, decision } of devices) {
      const device = `${path}, ${hints}, ${fps} fps`;
      const context = await browser.newContext({ storageState: returningVisitor });
      if (hints === 'capable') await capableDevice(context, fps);
      else {
        await context.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 2 }));
        await framesPerSecond(context, fps);
      }
      const page = await context.newPage();
      await controlledClock(page);
      await page.goto(path);
      // The layer's own account of why it draws nothing, once the browser runs it: as served, every device is `off`.
      const layer = page.locator('[data-hero-3d]');
      await hydrated(layer);
      await pastIdleMoment(page);
      // A slow device is known once its frames are counted (two 1-second windows): time moves on until then.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(1000);
            return layer.getAttribute('data-hero-3d');
          },
          { message: device },
        )
        .toBe(decision);
      await expect(page.locator('canvas'), device).toHaveCount(0);
      await context.close();
    }
  });

  test('stops for the rest of the visit when the device cannot hold the full frame rate with it', async ({
    page,
    context,
  }) => {
    await capableDevice(context);
    await page.goto('/');
    const canvas = page.locator('canvas[data-hero-canvas="running"]');
    await expect(canvas).toBeVisible({ timeout: 15_000 });
    await setFrameRate(page, 40);
    await expect(page.locator('canvas')).toHaveCount(0, { timeout: 15_000 });
  });

  test('pauses with its button, keyboard and all, and turns again (WCAG 2.2.2)', async ({ page, context }) => {
    await capableDevice(context);
    await page.goto('/');
    const canvas = page.locator('canvas[data-hero-canvas]');
    await expect(canvas).toHaveAttribute('data-hero-canvas', 'running', { timeout: 15_000 });
    /** The canvas's picture after the page has drawn two more frames. */
    const frame = () =>
      canvas.evaluate(
        (element: HTMLCanvasElement) =>
          new Promise<string>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(element.toDataURL()))),
          ),
      );
    const turning = await frame();
    await expect.poll(frame).not.toBe(turning);

    const pause = page.getByRole('button', { name: 'Pause the 3D scene' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas).toHaveAttribute('data-hero-canvas', 'paused');
    const still = await frame();
    expect(await frame()).toBe(still);

    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(frame).not.toBe(still);
  });

  test('is paused in French with its French label', async ({ page, context }) => {
    await capableDevice(context);
    await page.goto('/fr');
    const pause = page.getByRole('button', { name: 'Mettre en pause la scène 3D' });
    await expect(pause).toBeVisible({ timeout: 15_000 });
    await pause.click();
    await expect(page.locator('canvas[data-hero-canvas]')).toHaveAttribute('data-hero-canvas', 'paused');
  });

  test('waits for a click with ?click-3d', async ({ page, context }) => {
    await capableDevice(context);
    await controlledClock(page);
    await page.goto('/?click-3d');
    const start = page.getByRole('button', { name: 'Show the 3D scene' });
    await expect(start).toBeVisible();
    await pastIdleMoment(page);
    await expect(page.locator('canvas')).toHaveCount(0);
    await start.click();
    await pastIdleMoment(page);
    await expect(page.locator('canvas[data-hero-canvas="running"]')).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('offline, through the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, visited and pre-cached pages open offline; others show the offline page in their language', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.goto('/about');
    const aboutTitle = await page.getByRole('heading', { level: 1 }).textContent();

    await context.setOffline(true);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutTitle!);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Websites and mobile apps that win you clients');
    // Never visited, saved when the worker was installed (docs/behaviour/experience.md#service-worker).
    await page.goto('/services');
    await expect(page).toHaveTitle(/Services/);
    await page.goto('/fr/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(/Contact/);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await page.goto('/fr/villes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne');

    await context.setOffline(false);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(`${name} ${new URL(request.url).pathname}`);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.every((entry) => /^(pages|assets)-\S+ /.test(entry))).toBe(true);
    expect(cached.some((entry) => entry.includes('/api/'))).toBe(false);
    // The icon sprite every page draws from, so saved pages keep their icons offline.
    expect(cached.some((entry) => /^assets-\S+ \/icons\.svg$/.test(entry))).toBe(true);
  });

  test('the offline pages are real pages, kept out of search engines and the sitemap', async ({ page, request }) => {
    await page.goto('/fr/offline?no-loading');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('offline');
  });
});

test('a chunk missing after a deployment reloads the page once, never in a loop', async ({
  page,
  context,
  request,
}) => {
  // A device whose frame rate keeps the cursor on: a busy machine would otherwise turn animations off on the reloaded
  // page, and with them the chunk that proves the second failure is kept.
  await capableDevice(context);
  // The scripts the page's HTML names are served; any chunk fetched later (the custom cursor, loaded when the page is
  // idle) is "gone", as after a deployment.
  const pageScripts = new Set(
    (await (await request.get('/services')).text()).match(/\/_next\/static\/chunks\/[\w-]+\.js/g),
  );
  expect(pageScripts.size).toBeGreaterThan(0);
  await page.route('**/_next/static/chunks/*.js', (route) =>
    pageScripts.has(new URL(route.request().url()).pathname)
      ? route.continue()
      : route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not found</h1>' }),
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // Before it reloads, the recovery asks the server whether the network is up (a HEAD of the page). Each check is
  // counted for the document that made it: the reloaded one may check before its own `load` event.
  let documents = 0;
  page.on('domcontentloaded', () => {
    documents += 1;
  });
  const checks: number[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'HEAD') checks[documents] = (checks[documents] ?? 0) + 1;
  });
  await page.goto('/services');
  await page.mouse.move(200, 200);
  await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('recovery_reload_at'))).not.toBeNull();
  await page.mouse.move(300, 300);
  // The reloaded page misses the chunk too and checks again; this time it keeps the page.
  await expect.poll(() => checks[2] ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(2);
});
