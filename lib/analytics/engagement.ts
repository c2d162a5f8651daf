/**
 * Every engagement signal (docs/behaviour/analytics.md#event-catalogue), from listeners on the document: pages carry
 * only data-* attributes (`data-section`, `data-cta`, `data-service`, `data-portfolio-project`, `data-city`,
 * `data-faq-question`), so components hold no analytics code.
 */
import { parsePublicPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import type { Method } from '@/lib/contact/choices';
import { whenInView } from '@/lib/experience/timing';
import { findCity, siteConfig } from '@/site.config';
import { cityDetection, saveCityCtaClick, saveCityView, type CityCtaType } from './city-records';
import { FAQ_QUESTION_MAX, type CitySource } from './events';
import { reportAbandonedForms, sessionStarted, trackConversion, trackEvent } from './index';

/** @public named in docs/behaviour/constants.md */
export const LABEL_MAX = 100;

const pagePath = () => window.location.pathname;
const pageOf = (url: URL) =>
  url.origin === window.location.origin ? parsePublicPath(url.pathname).match?.internal : undefined;
const isCityPath = (path: string) => parsePublicPath(path).match?.internal === '/web-developer/[city]';
const currentCitySlug = () => document.querySelector('[data-city]')?.getAttribute('data-city') || undefined;
const attribute = (element: Element, name: string) => element.getAttribute(name) ?? '';

/** What the visitor read on the control: its accessible label or its text, on one line, at most 100 characters. */
const labelOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, LABEL_MAX);

/** Where on the page an element sits: its section, the mobile menu, the header, the footer or the page. */
function regionOf(element: Element): string {
  const section = element.closest('[data-section]')?.getAttribute('data-section');
  if (section) return section;
  if (element.closest('dialog')) return 'mobile_menu';
  return element.closest('header') ? 'header' : element.closest('footer') ? 'footer' : 'page';
}

const socialHosts = Object.entries(siteConfig.socials).map(([platform, href]) => [platform, new URL(href).hostname]);

function contactMethod(url: URL) {
  if (url.protocol === 'mailto:') return 'email';
  if (url.protocol === 'tel:') return 'phone';
  return url.hostname === 'wa.me' || url.hostname === 'api.whatsapp.com' ? 'whatsapp' : undefined;
}

/** Where a city page's call to action leads: another city page, the contact funnel, the services. */
const cityCtaTypes: Record<string, CityCtaType | undefined> = {
  '/web-developer/[city]': 'city',
  '/contact': 'contact',
  '/services': 'service',
};

function reportClick(target: Element, locale: Locale): void {
  const service = target.closest('[data-service]');
  if (service)
    trackEvent('service_interest', { service_name: attribute(service, 'data-service'), page_path: pagePath() });
  const link = target.closest<HTMLAnchorElement>('a[href]');
  const url = link ? new URL(link.href, window.location.href) : undefined;
  const page = url && pageOf(url);
  // Buttons marked `data-cta`, and any link to the contact funnel, are calls to action.
  const cta = target.closest('[data-cta]') ?? (page === '/contact' ? link : null);
  if (link && url) {
    const platform = socialHosts.find(([, host]) => url.hostname === host)?.[0];
    if (platform) trackEvent('social_click', { platform, location: regionOf(link) });
    const method = contactMethod(url);
    if (method) trackEvent('contact_click', { contact_method: method, location: regionOf(link) });
    if (!cta && link.closest('header nav')) {
      const location = link.closest('dialog') ? 'mobile_menu' : 'header';
      trackEvent('navigation_click', { link_text: labelOf(link), destination: url.pathname, location });
    }
  }
  if (cta) {
    const destination = url?.pathname ?? pagePath();
    trackEvent('cta_click', { cta_text: labelOf(cta), cta_location: regionOf(cta), destination });
  }
  // A call to action on a city page is kept locally (last 20) and reported, with where it leads.
  const cityTarget = cta ?? (page === '/web-developer/[city]' ? link : null);
  const citySlug = currentCitySlug();
  if (!cityTarget || !citySlug || !cityTarget.closest('[data-city]')) return;
  const ctaType = cityCtaTypes[page ?? ''] ?? (cityTarget.closest('[data-service]') ? 'service' : 'other');
  const click = { ctaType, ctaText: labelOf(cityTarget), ctaLocation: regionOf(cityTarget), language: locale };
  saveCityCtaClick({ timestamp: new Date().toISOString(), citySlug, ...click });
  const { ctaText: cta_text, ctaLocation: cta_location } = click;
  trackEvent('city_cta_click', { city_slug: citySlug, cta_type: ctaType, cta_text, cta_location, language: locale });
}

/** An FAQ item opens (`toggle` does not bubble: it is caught on the way down). */
function reportToggle({ target }: Event): void {
  if (!(target instanceof HTMLDetailsElement) || !target.open || !target.hasAttribute('data-faq-question')) return;
  const question = attribute(target, 'data-faq-question').slice(0, FAQ_QUESTION_MAX);
  trackEvent('faq_open', { question, page_path: pagePath() });
}

/** The theme switch and the header's mobile menu, seen as attribute changes. */
function reportMutations(records: MutationRecord[]): void {
  for (const { attributeName, target, oldValue } of records) {
    const element = target as Element;
    const value = element.getAttribute(attributeName ?? '');
    if (
      attributeName === 'data-theme' &&
      element === document.documentElement &&
      value &&
      oldValue &&
      value !== oldValue
    )
      trackEvent('theme_toggle', { theme: value });
    else if (attributeName === 'open' && value !== null && element.matches('header dialog'))
      trackEvent('mobile_menu_open', { page_path: pagePath() });
  }
}

let sessionReported = false;

/** The listeners of the whole visit: session start, clicks, FAQ items, theme and menu, page hide. */
export function watchDocument(locale: Locale): () => void {
  if (!sessionReported && !sessionStarted()) {
    sessionReported = true;
    const from = document.referrer && new URL(document.referrer).hostname;
    const referrer_host = from && from !== window.location.hostname ? from : undefined;
    trackEvent('session_start', { language: locale, page_path: pagePath(), referrer_host });
  }
  const onClick = ({ target }: MouseEvent) => {
    try {
      if (target instanceof Element) reportClick(target, locale);
    } catch {
      // Analytics failures are silent (docs/behaviour/analytics.md#failures).
    }
  };
  const mutations = new MutationObserver(reportMutations);
  const watched = ['data-theme', 'open'];
  mutations.observe(document.documentElement, { attributeFilter: watched, attributeOldValue: true, subtree: true });
  const listening = new AbortController();
  document.addEventListener('toggle', reportToggle, { capture: true, signal: listening.signal });
  document.addEventListener('click', onClick, { signal: listening.signal });
  window.addEventListener('pagehide', reportAbandonedForms, { signal: listening.signal });
  return () => {
    mutations.disconnect();
    listening.abort();
  };
}

/** Each scroll depth once per page (25, 50, 75, 100 %); on a city page also the city's (25, 50, 75, 90 %). */
function watchScroll(locale: Locale, citySlug: string | undefined): () => void {
  const reached = new Set<string>();
  let frame = 0;
  const measure = () => {
    frame = 0;
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const depth = scrollable <= 0 ? 0 : Math.round((window.scrollY / scrollable) * 100);
    const once = (key: string, percent: number) => depth >= percent && !reached.has(key) && reached.add(key);
    for (const percent of [25, 50, 75, 100] as const)
      if (once(`page ${percent}`, percent)) trackEvent('scroll_depth', { percent, page_path: pagePath() });
    for (const percent of [25, 50, 75, 90] as const)
      if (citySlug && once(`city ${percent}`, percent))
        trackEvent('city_page_scroll', { city_slug: citySlug, scroll_depth: percent, language: locale });
  };
  const onScroll = () => (frame ||= window.requestAnimationFrame(measure));
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.cancelAnimationFrame(frame);
  };
}

const searchEngines = /(^|\.)(google|bing|duckduckgo|qwant|ecosia|yahoo|yandex|baidu|brave)\./;
const socialNetworks = /(^|\.)(facebook|instagram|linkedin|twitter|x|t|pinterest|youtube|tiktok)\.(com|co)$/;

/** Where the visit came from: a campaign, another page of the site (a city page or not), a search engine… */
export function visitSource(previousPath: string | null, search: string, referrer: string, origin: string): CitySource {
  const params = new URLSearchParams(search);
  if (params.has('utm_source') || params.has('utm_campaign')) return 'campaign';
  if (previousPath) return isCityPath(previousPath) ? 'city' : 'internal';
  if (!referrer) return 'direct';
  const from = new URL(referrer);
  if (from.origin === origin) return isCityPath(from.pathname) ? 'city' : 'internal';
  if (searchEngines.test(from.hostname)) return 'search';
  return socialNetworks.test(from.hostname) ? 'social' : 'referral';
}

/**
 * A visit to a city page: the view is kept locally (last 10) and reported, with the visitor's own city when the host
 * detected it; leaving the page, by navigation or by closing the tab, reports how long it lasted.
 */
function startCityVisit(citySlug: string, locale: Locale, previousPath: string | null): () => void {
  const city = findCity(citySlug);
  const [city_name, region] = [city?.name ?? citySlug, city?.region ?? ''];
  const source = visitSource(previousPath, window.location.search, document.referrer, window.location.origin);
  const timestamp = new Date().toISOString();
  void cityDetection().then((detection) => {
    const detectedCity = detection?.city ?? null;
    const { userAgent } = navigator;
    saveCityView({
      citySlug,
      cityName: city_name,
      region,
      language: locale,
      source,
      detectedCity,
      userAgent,
      timestamp,
    });
    const view = { city_slug: citySlug, city_name, region, language: locale, source };
    trackEvent('city_page_view', { ...view, detected_city: detectedCity ?? undefined });
  });
  const started = Date.now();
  const listening = new AbortController();
  const end = () => {
    if (listening.signal.aborted) return;
    listening.abort();
    const session_duration = Math.round((Date.now() - started) / 1000);
    trackEvent('city_page_session_end', { city_slug: citySlug, language: locale, session_duration });
  };
  window.addEventListener('pagehide', end, { signal: listening.signal });
  return end;
}

/**
 * The request the funnel has just sent, until its success page confirms it. It lives in this page's memory only: a
 * refresh, a direct visit or a second tab of a success page finds none, so each real submission counts once.
 */
let sentSubmission: Method | undefined;

export function markSubmission(type: Method): void {
  sentSubmission = type;
}

const successPages: Record<string, Method | undefined> = {
  '/contact/email-success': 'email',
  '/contact/whatsapp-success': 'whatsapp',
};

/** A success page confirms the conversion, and the pixel gets its Lead, once per submission. */
export function reportSuccessPage(locale: Locale): void {
  const { pathname, search } = window.location;
  const page = parsePublicPath(pathname).match?.internal ?? '';
  const type =
    page === '/success'
      ? new URLSearchParams(search).get('type') === 'whatsapp'
        ? 'whatsapp'
        : 'email'
      : successPages[page];
  if (!sentSubmission || type !== sentSubmission) return;
  trackEvent('conversion_confirmation', { submission_type: sentSubmission, language: locale, page: pathname });
  trackConversion('contact_form_submit', { submission_type: sentSubmission });
  sentSubmission = undefined;
}

/**
 * The listeners of one page: section views (upper half of the viewport) and portfolio views (half visible), once each;
 * scroll depths; a city page's visit; a success page's conversion.
 */
export function watchPage(locale: Locale, previousPath: string | null): () => void {
  const citySlug = currentCitySlug();
  const stops = [
    whenInView('[data-section]', { rootMargin: '0px 0px -50% 0px' }, (element) =>
      trackEvent('section_view', { section_name: attribute(element, 'data-section'), page_path: pagePath() }),
    ),
    whenInView('[data-portfolio-project]', { threshold: 0.5 }, (element) =>
      trackEvent('portfolio_view', {
        project_name: attribute(element, 'data-portfolio-project'),
        project_category: element.getAttribute('data-category') ?? undefined,
      }),
    ),
    watchScroll(locale, citySlug),
  ];
  if (citySlug) stops.push(startCityVisit(citySlug, locale, previousPath));
  reportSuccessPage(locale);
  return () => stops.forEach((stop) => stop());
}
