import { expect, test as base } from '@playwright/test';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { startCaptureProxy, type CaptureProxy } from './capture-proxy';
import { openEngine, type EngineName, type EngineWindow } from './drivers';

/**
 * The site in the engines a visitor brings besides Chromium: Firefox and WebKit (Safari's engine), as Debian ships
 * them (docs/architecture.md#tests-and-checks). Each engine, once, as a first visit: the consent banner, the main
 * kinds of page in both languages with no error and Inter drawn at its real weights, the mobile menu, and the
 * contact funnel to its success page. The suite's other specs prove each behaviour in depth in Chromium.
 */
type Visit = { window: EngineWindow; proxy: CaptureProxy; go: (path: string) => Promise<void> };

const test = base.extend<object, { engine: EngineName; visit: Visit }>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  visit: [
    async ({ engine }, use, workerInfo) => {
      const baseURL = new URL(String(workerInfo.project.use.baseURL));
      // An address of the documentation range per engine: the contact form's rate limit counts it apart.
      const proxy = await startCaptureProxy(baseURL, engine === 'firefox' ? '192.0.2.61' : '192.0.2.62');
      const window = await openEngine(engine);
      const go = (path: string) => window.open(new URL(path, proxy.origin).href);
      await use({ window, proxy, go });
      await window.close();
      await proxy.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

// One window per engine, visited in order: a first visit's choices carry over, as they would for a visitor.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const languages = [
  {
    lang: 'en',
    messages: en,
    pages: [
      '/',
      '/services',
      '/portfolio',
      '/blog',
      '/blog/core-web-vitals-guide',
      '/about',
      '/web-developer/paris',
      '/web-developer-france',
      '/contact',
      '/no-such-page',
    ],
    contact: '/contact',
    success: '/contact/email-success',
  },
  {
    lang: 'fr',
    messages: fr,
    pages: [
      '/fr',
      '/fr/services',
      '/fr/portfolio',
      '/fr/blog',
      '/fr/blog/guide-core-web-vitals',
      '/fr/a-propos',
      '/fr/developpeur-web/paris',
      '/fr/developpeur-web-france',
      '/fr/contact',
      '/fr/page-inconnue',
    ],
    contact: '/fr/contact',
    success: '/fr/contact/email-success',
  },
] as const;

/**
 * Marks the first visible element of `selector` whose accessible name (its label, aria-label or text) is `name`,
 * so the engine can click it as a visitor would; resolves to the mark's selector, or null.
 */
function markByName(selector: string, name: string, mark: string) {
  const labelOf = (element: Element) =>
    (element.id && document.querySelector(`label[for="${element.id}"]`)) || element.closest('label');
  const accessibleName = (element: Element) =>
    (element.getAttribute('aria-label') || labelOf(element)?.textContent || element.textContent || '')
      .replace(/\s+/g, ' ')
      .trim();
  const element = [...document.querySelectorAll(selector)].find(
    (candidate) => candidate.getClientRects().length > 0 && accessibleName(candidate) === name,
  );
  if (!element) return null;
  element.setAttribute('data-engine-mark', mark);
  return `[data-engine-mark="${mark}"]`;
}

/** Whether React has hydrated the element: it then carries React's props, so its handlers run when it is clicked. */
function hydrated(selector: string) {
  const element = document.querySelector(selector);
  return Boolean(element) && Object.keys(element!).some((key) => key.startsWith('__reactProps'));
}

let marks = 0;
/** Clicks it once React has hydrated it: on a busy machine a click can beat the page's scripts, and do nothing. */
async function clickByName(window: EngineWindow, selector: string, name: string) {
  const target = await window.run<string | null>(String(markByName), selector, name, String(++marks));
  expect(target, `${selector} named "${name}"`).not.toBeNull();
  await until(window, String(hydrated), `${selector} named "${name}" is hydrated`, target);
  await window.click(target!);
}

/** Polls `script` in the page until it returns true (a condition, never a fixed delay). */
async function until(window: EngineWindow, script: string, what: string, ...args: unknown[]) {
  await expect.poll(() => window.run<boolean>(script, ...args), { message: what, timeout: 15_000 }).toBe(true);
}

/** What the page has reported since it loaded, and the site's failed answers since the last look. */
async function problems({ window, proxy }: Visit): Promise<string[]> {
  const reported = await window.run<string[]>(
    String(
      () =>
        (window as unknown as { __engineProblems?: string[] }).__engineProblems ?? [
          // A document the proxy did not serve: say which, and how it came (a reload is the site's recovery).
          `no capture script in ${location.href}, "${document.title}" (${(performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ?? 'no navigation entry'}, recovery at ${(() => {
            try {
              return sessionStorage.getItem('recovery_reload_at') ?? 'none';
            } catch {
              return 'unknown: no storage in this document';
            }
          })()})`,
        ],
    ),
  );
  return [...reported, ...proxy.takeFailedRequests()];
}

/**
 * The brand's face as the page has it once its fonts are settled: Inter's state and declared weights, the weight the
 * main heading is drawn at, and whether it is drawn with Inter: a line in the heading's font is as wide as the same
 * line measured with Inter alone (a stand-in's widths differ; a face the engine loaded but chose not to draw, as
 * Firefox does with `font-display: optional` when it arrives late, would not count).
 */
function typeface() {
  return document.fonts.ready.then(() => {
    const family = getComputedStyle(document.documentElement)
      .getPropertyValue('--font-inter')
      .split(',')[0]
      .trim()
      .replace(/^['"]|['"]$/g, '');
    const inter = [...document.fonts].filter((face) => face.family.replace(/^['"]|['"]$/g, '') === family);
    const heading = document.querySelector('h1')!;
    const style = getComputedStyle(heading);
    const sample = document.createElement('span');
    sample.textContent = 'Sphinx of black quartz, judge my vow: 0123456789 €';
    sample.style.whiteSpace = 'nowrap';
    sample.style.letterSpacing = 'normal';
    heading.append(sample);
    const drawn = sample.getBoundingClientRect().width;
    sample.remove();
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} "${family}"`;
    const withInter = context.measureText(sample.textContent).width;
    return {
      lang: document.documentElement.lang,
      inter: inter.map((face) => `${face.status} ${face.weight}`),
      headingWeight: Number(style.fontWeight),
      drawnWithInter: Math.abs(drawn - withInter) < 0.5 || `${drawn} vs ${withInter}`,
    };
  });
}

test('the consent banner asks once, and keeps the choice', async ({ visit }) => {
  const { go, window } = visit;
  await go('/');
  const title = en.ConsentBanner.title;
  const bannerShown = String((text: string) =>
    [...document.querySelectorAll('[role="dialog"]')].some(
      (dialog) => dialog.textContent?.includes(text) && dialog.getClientRects().length > 0,
    ),
  );
  await until(window, bannerShown, 'the banner appears', title);
  await clickByName(window, 'button', en.ConsentBanner.necessaryOnly);
  await until(window, `(text) => !(${bannerShown})(text)`, 'the banner closes', title);
  await go('/services');
  await window.run(String(() => document.fonts.ready.then(() => true)));
  expect(await window.run<boolean>(bannerShown, title)).toBe(false);
  expect(await problems(visit)).toEqual([]);
});

for (const { lang, pages } of languages) {
  test(`the main pages in ${lang}: no error, and Inter at its real weights`, async ({ visit }) => {
    const { go, window } = visit;
    for (const path of pages) {
      await go(path);
      const face = await window.run<Awaited<ReturnType<typeof typeface>>>(String(typeface));
      expect([path, face.lang]).toEqual([path, lang]);
      // One face, the variable font's whole weight axis (a single weight would let WebKit draw a faux bold), loaded
      // and drawn, the heading at a bold weight of it.
      expect([path, face.inter, face.drawnWithInter]).toEqual([path, ['loaded 100 900'], true]);
      expect([path, face.headingWeight >= 600]).toEqual([path, true]);
      const reported = await problems(visit);
      // The not-found pages answer 404 by design; nothing else may fail.
      const expected = path.includes('no-such-page') || path.includes('page-inconnue') ? [`404 GET ${path}`] : [];
      expect([path, reported]).toEqual([path, expected]);
    }
  });
}

test('the mobile menu opens, locks the page behind it, and closes', async ({ visit }) => {
  const { go, window } = visit;
  await window.resize(390, 844);
  try {
    await go('/fr');
    await clickByName(window, 'button', fr.Header.openMenu);
    const menuOpen = String(() => {
      const dialog = document.querySelector('dialog[open]');
      return Boolean(dialog) && getComputedStyle(document.documentElement).overflow === 'hidden';
    });
    await until(window, menuOpen, 'the menu is open and the page locked');
    await clickByName(window, 'dialog[open] button', 'Services');
    await until(
      window,
      String(() => document.querySelector('dialog[open] [aria-expanded="true"]') !== null),
      'the services list expands',
    );
    await clickByName(window, 'dialog[open] button', fr.Header.closeMenu);
    await until(
      window,
      String(
        () =>
          document.querySelector('dialog[open]') === null &&
          getComputedStyle(document.documentElement).overflow !== 'hidden',
      ),
      'the menu is closed and the page scrolls again',
    );
    expect(await problems(visit)).toEqual([]);
  } finally {
    await window.resize(1280, 900);
  }
});

test('the contact funnel, from the first choice to the success page', async ({ visit }) => {
  const { go, window } = visit;
  const { messages, contact, success } = languages[1];
  await go(contact);
  const { actions } = messages.ContactFunnel;
  // The three choice steps: the first option of each (project type, budget, how they heard of the studio).
  for (let step = 1; step <= 3; step++) {
    await until(
      window,
      String(
        (wanted: number) => new URLSearchParams(location.search).get('step') === (wanted > 1 ? String(wanted) : null),
      ),
      `step ${step}`,
      step,
    );
    await window.click('input[type="radio"]');
    await clickByName(window, 'button', actions.next);
  }
  const typed: [string, string][] = [
    ['#firstName', 'Claire'],
    ['#lastName', 'Martin'],
    ['#email', 'claire.martin@example.test'],
    ['#company', 'Atelier Martin'],
    ['#deadlineWeeks', '6'],
    ['#message', 'Une boulangerie voudrait un site avec la commande en ligne.'],
  ];
  for (const [selector, text] of typed) {
    await until(
      window,
      String((field: string) => document.querySelector(field) !== null),
      selector,
      selector,
    );
    await window.type(selector, text);
  }
  await clickByName(window, 'button', actions.sendEmail);
  await until(
    window,
    String((path: string) => location.pathname === path),
    'the success page',
    success,
  );
  expect(await problems(visit)).toEqual([]);
});
