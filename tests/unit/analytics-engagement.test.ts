import { watchDocument, watchPage } from '@/lib/analytics/engagement';
import { readCityCtaClicks } from '@/lib/analytics/city-records';
import { saveConsent } from '@/lib/consent';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';

const sent: [string, Record<string, unknown>][] = [];
jest.mock('@/lib/analytics', () => ({
  ...jest.requireActual('@/lib/analytics'),
  trackEvent: (name: string, params: Record<string, unknown>) => sent.push([name, params]),
}));

const events = (name: string) => sent.filter(([event]) => event === name).map(([, params]) => params);

/** IntersectionObserver as jsdom lacks it: the test says which elements come into view. */
const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: new Set() };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target);
  }
  disconnect() {
    this.entry.targets.clear();
  }
}
function comeIntoView(element: Element) {
  for (const { callback, targets } of observers)
    if (targets.has(element))
      callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
}

let stops: (() => void)[] = [];
function open(html: string, path = '/') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = html;
  stops = [watchDocument('en'), watchPage('en', null)];
}
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

beforeEach(() => {
  sent.length = 0;
  observers.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  saveConsent({ analytics: true, marketing: false });
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});
afterEach(() => stops.forEach((stop) => stop()));

// docs/behaviour/analytics.md#event-catalogue
describe('the document’s listeners', () => {
  it('report calls to action, navigation, social and contact links, each with where it sits', () => {
    open(`
      <header><nav><a href="/portfolio">Portfolio</a><a href="/contact" data-cta="">Let's talk</a></nav>
        <dialog open><nav><a href="/about">About</a></nav></dialog></header>
      <section data-section="hero"><a href="/services" data-cta="">  See
        my services </a></section>
      <footer><a href="https://www.linkedin.com/in/camille-laurent-dev">LinkedIn</a>
        <a href="mailto:hello@example.com">Mail</a><a href="tel:+33100000000">Call</a>
        <a href="https://wa.me/33100000000">WhatsApp</a></footer>`);
    document.querySelectorAll('a').forEach((link) => link.addEventListener('click', (event) => event.preventDefault()));
    for (const link of document.querySelectorAll<HTMLElement>('a')) link.click();

    expect(events('navigation_click')).toEqual([
      { link_text: 'Portfolio', destination: '/portfolio', location: 'header' },
      { link_text: 'About', destination: '/about', location: 'mobile_menu' },
    ]);
    expect(events('cta_click')).toEqual([
      { cta_text: "Let's talk", cta_location: 'header', destination: '/contact' },
      { cta_text: 'See my services', cta_location: 'hero', destination: '/services' },
    ]);
    expect(events('social_click')).toEqual([{ platform: 'linkedin', location: 'footer' }]);
    expect(events('contact_click').map((event) => event.contact_method)).toEqual(['email', 'phone', 'whatsapp']);
  });

  it('report a service of interest, and an FAQ item opened, its question cut to 100 characters', () => {
    const question = `${'Why '.repeat(30)}?`;
    open(`<div data-service="websites"><button>Details</button></div>
      <details data-faq-question="${question}"><summary>Q</summary>A</details>`);
    click('[data-service] button');
    const details = document.querySelector('details')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    expect(events('service_interest')).toEqual([{ service_name: 'websites', page_path: '/' }]);
    expect(events('faq_open')).toEqual([{ question: question.slice(0, 100), page_path: '/' }]);
  });

  it('report a change of theme and the mobile menu opening, not the first theme nor another dialog', async () => {
    document.documentElement.setAttribute('data-theme', 'blue');
    open('<header><dialog></dialog></header><dialog id="other"></dialog>');
    document.documentElement.setAttribute('data-theme', 'red');
    document.querySelector('header dialog')!.setAttribute('open', '');
    document.querySelector('#other')!.setAttribute('open', '');
    await Promise.resolve();
    expect(events('theme_toggle')).toEqual([{ theme: 'red' }]);
    expect(events('mobile_menu_open')).toEqual([{ page_path: '/' }]);
  });

  it('report each section and project once, as it comes into view', () => {
    open(`<section data-section="faq"></section>
      <article data-portfolio-project="museum" data-category="web"></article>`);
    comeIntoView(document.querySelector('[data-section]')!);
    comeIntoView(document.querySelector('[data-section]')!);
    comeIntoView(document.querySelector('[data-portfolio-project]')!);
    expect(events('section_view')).toEqual([{ section_name: 'faq', page_path: '/' }]);
    expect(events('portfolio_view')).toEqual([{ project_name: 'museum', project_category: 'web' }]);
  });

  it('on a city page, report the view with the visitor’s city, each call to action with where it leads, and the end', async () => {
    sessionStorage.setItem(STORAGE_KEYS.cityDetection.name, JSON.stringify({ available: true, city: 'lyon' }));
    open(
      `<div data-city="lyon"><section data-section="hero">
        <a href="/contact">Quote</a><a href="/web-developer/nice">Nice</a></section></div>`,
      '/web-developer/lyon',
    );
    document.querySelectorAll('a').forEach((link) => link.addEventListener('click', (event) => event.preventDefault()));
    click('a[href="/contact"]');
    click('a[href="/web-developer/nice"]');
    expect(events('city_cta_click')).toEqual([
      { city_slug: 'lyon', cta_type: 'contact', cta_text: 'Quote', cta_location: 'hero', language: 'en' },
      { city_slug: 'lyon', cta_type: 'city', cta_text: 'Nice', cta_location: 'hero', language: 'en' },
    ]);
    expect(readCityCtaClicks().map((record) => record.ctaType)).toEqual(['contact', 'city']);
    await Promise.resolve();
    expect(events('city_page_view')).toEqual([
      expect.objectContaining({ city_slug: 'lyon', source: 'direct', detected_city: 'lyon', language: 'en' }),
    ]);
    window.dispatchEvent(new Event('pagehide'));
    stops.forEach((stop) => stop());
    expect(events('city_page_session_end')).toEqual([{ city_slug: 'lyon', language: 'en', session_duration: 0 }]);
  });
});
