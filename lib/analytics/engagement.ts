/**
 * Every engagement signal (docs/behaviour/analytics.md#event-catalogue), from listeners on the document: pages carry
 * only data-* attributes (`data-section`, `data-cta`, `data-service`, `data-portfolio-project`, `data-city`,
 * `data-faq-question`), so components hold no analytics code.
 */
import type { Metric } from 'web-vitals';
import { parsePublicPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import type { Method } from '@/lib/contact/choices';
import { consentState, subscribeConsent } from '@/lib/consent';
import { loadOptional } from '@/lib/experience/recovery';
import { findCity, siteConfig } from '@/site.config';
import { cityDetection, saveCityCtaClick, saveCityView, type CityCtaType } from './city-records';
import { FAQ_QUESTION_MAX, type CitySource } from './events';
import { reportAbandonedForms, sessionStarted, trackConversion, trackEvent } from './index';

/** @public named in docs/behaviour/constants.md */
export const LABEL_MAX = 100;
/**
 * Content streamed in later is watched after this pause.
 * @public named in docs/behaviour/constants.md
 */
export const RESCAN_DEBOUNCE_MS = 250;

const pagePath = () => window.location.pathname;
const pageOf = (url: URL) =>
  url.origin === window.location.origin ? parsePublicPath(url.pathname).match?.internal : undefined;
const isCityPath = (path: string) => parsePublicPath(path).match?.internal === '/web-developer/[city]';
const currentCitySlug = () => document.querySelector('[data-city]')?.getAttribute('data-city') || undefined;

/** What the visitor read on the control: its accessible label or its text, on one line, at most 100 characters. */
function labelOf(element: Element): string {
  const text = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim().slice(0, LABEL_MAX);
}

/** Where on the page an element sits: its `data-cta` name, its section, the mobile menu, header, footer or page. */
function regionOf(element: Element): string {
  const named =
    element.closest('[data-cta]')?.getAttribute('data-cta') ||
    element.closest('[data-section]')?.getAttribute('data-section');
  if (named) return named;
  if (element.closest('dialog')) return 'mobile_menu';
  if (element.closest('header')) return 'header';
  return element.closest('footer') ? 'footer' : 'page';
}

const socialHosts = Object.entries(siteConfig.socials).map(([platform, href]) => [platform, new URL(href).hostname]);

function contactMethod(url: URL) {
  if (url.protocol === 'mailto:') return 'email';
  if (url.protocol === 'tel:') return 'phone';
  return url.hostname === 'wa.me' || url.hostname === 'api.whatsapp.com' ? 'whatsapp' : undefined;
}

function cityCtaType(element: Element, url: URL | undefined): CityCtaType {
  const page = url && pageOf(url);
  if (page === '/web-developer/[city]') return 'city';
  if (page === '/contact') return 'contact';
  return page === '/services' || element.closest('[data-service]') ? 'service' : 'other';
}

/** A call to action on a city page is kept locally (last 20) and reported. */
function reportCityCta(element: Element, url: URL | undefined, locale: Locale): void {
  const citySlug = currentCitySlug();
  if (!citySlug || !element.closest('[data-city]')) return;
  const click = {
    timestamp: new Date().toISOString(),
    citySlug,
    ctaType: cityCtaType(element, url),
    ctaText: labelOf(element),
    ctaLocation: regionOf(element),
    language: locale,
  };
  saveCityCtaClick(click);
  trackEvent('city_cta_click', {
    city_slug: citySlug,
    cta_type: click.ctaType,
    cta_text: click.ctaText,
    cta_location: click.ctaLocation,
    language: locale,
  });
}

function reportClick(target: Element, locale: Locale): void {
  const service = target.closest('[data-service]');
  if (service)
    trackEvent('service_interest', { service_name: service.getAttribute('data-service') ?? '', page_path: pagePath() });
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
    if (!cta && link.closest('header nav'))
      trackEvent('navigation_click', {
        link_text: labelOf(link),
        destination: url.pathname,
        location: link.closest('dialog') ? 'mobile_menu' : 'header',
      });
  }
  if (cta)
    trackEvent('cta_click', {
      cta_text: labelOf(cta),
      cta_location: regionOf(cta),
      destination: url?.pathname ?? pagePath(),
    });
  const cityTarget = cta ?? (page === '/web-developer/[city]' ? link : null);
  if (cityTarget) reportCityCta(cityTarget, url, locale);
}

function reportToggle(event: Event): void {
  const details = event.target;
  if (!(details instanceof HTMLDetailsElement) || !details.open || !details.hasAttribute('data-faq-question')) return;
  const summary = details.querySelector('summary');
  const question = details.getAttribute('data-faq-question') || (summary ? labelOf(summary) : '');
  trackEvent('faq_open', { question: question.slice(0, FAQ_QUESTION_MAX), page_path: pagePath() });
}

function reportPlay({ target: video }: Event): void {
  if (!(video instanceof HTMLVideoElement)) return;
  const title =
    video.dataset.videoTitle || video.title || video.getAttribute('aria-label') || video.currentSrc.split('/').pop();
  trackEvent('video_play', { video_title: title || 'video', page_path: pagePath() });
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
    else if (attributeName === 'open' && element.tagName === 'DIALOG' && value !== null && element.closest('header'))
      trackEvent('mobile_menu_open', { page_path: pagePath() });
  }
}

function reportVital({ name, value, rating, id }: Metric): void {
  // Analytics values are integers: layout shift is reported in thousandths, as Google's guide does.
  const rounded = Math.round(name === 'CLS' ? value * 1000 : value);
  trackEvent('web_vitals', { metric_name: name, value: rounded, rating, metric_id: id });
}

/**
 * Core Web Vitals, once per page load. The library is fetched only once events are allowed, so a first visit never
 * downloads it; its observers read the buffered entries, so what happened before the choice still counts.
 */
let vitalsStarted = false;
function startWebVitals(): void {
  if (vitalsStarted) return;
  vitalsStarted = true;
  const start = () => {
    if (consentState().events !== 'allowed') return;
    stop();
    void loadOptional(() => import('web-vitals')).then((vitals) =>
      [vitals?.onCLS, vitals?.onINP, vitals?.onFCP, vitals?.onLCP, vitals?.onTTFB].forEach((on) => on?.(reportVital)),
    );
  };
  const stop = subscribeConsent(start);
  start();
}

/** Another site the visitor came from (a browser's referrer is always a URL, or empty). */
function referrerHost(): string | undefined {
  const host = document.referrer ? new URL(document.referrer).hostname : undefined;
  return host === window.location.hostname ? undefined : host;
}

let sessionReported = false;

/** The listeners of the whole visit: session start, web vitals, clicks, toggles, plays, theme and menu, page hide. */
export function watchDocument(locale: Locale): () => void {
  if (!sessionReported && !sessionStarted()) {
    sessionReported = true;
    trackEvent('session_start', { language: locale, page_path: pagePath(), referrer_host: referrerHost() });
  }
  startWebVitals();
  const onClick = (event: MouseEvent) => {
    try {
      if (event.target instanceof Element) reportClick(event.target, locale);
    } catch {
      // Analytics failures are silent (docs/behaviour/analytics.md#failures).
    }
  };
  const mutations = new MutationObserver(reportMutations);
  mutations.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'open'],
    attributeOldValue: true,
    subtree: true,
  });
  // `toggle` and `play` do not bubble: they are caught on the way down.
  document.addEventListener('toggle', reportToggle, true);
  document.addEventListener('play', reportPlay, true);
  document.addEventListener('click', onClick);
  window.addEventListener('pagehide', reportAbandonedForms);
  return () => {
    mutations.disconnect();
    document.removeEventListener('toggle', reportToggle, true);
    document.removeEventListener('play', reportPlay, true);
    document.removeEventListener('click', onClick);
    window.removeEventListener('pagehide', reportAbandonedForms);
  };
}

/** Section views (upper half of the viewport) and portfolio views (half visible), once per page each. */
function watchViews(): () => void {
  const observe = (report: (element: Element) => void, options: IntersectionObserverInit) => {
    const observer = new IntersectionObserver((entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        observer.unobserve(target);
        report(target);
      }
    }, options);
    return observer;
  };
  const sections = observe(
    (element) =>
      trackEvent('section_view', { section_name: element.getAttribute('data-section') ?? '', page_path: pagePath() }),
    { rootMargin: '0px 0px -50% 0px' },
  );
  const projects = observe(
    (element) =>
      trackEvent('portfolio_view', {
        project_name: element.getAttribute('data-portfolio-project') ?? '',
        project_category: element.getAttribute('data-category') ?? undefined,
      }),
    { threshold: 0.5 },
  );
  const seen = new WeakSet<Element>();
  const scan = () => {
    for (const element of document.querySelectorAll('[data-section], [data-portfolio-project]')) {
      if (seen.has(element)) continue;
      seen.add(element);
      (element.hasAttribute('data-section') ? sections : projects).observe(element);
    }
  };
  scan();
  let timer: number | undefined;
  const mutations = new MutationObserver(() => {
    window.clearTimeout(timer);
    timer = window.setTimeout(scan, RESCAN_DEBOUNCE_MS);
  });
  mutations.observe(document.body, { childList: true, subtree: true });
  return () => {
    window.clearTimeout(timer);
    [mutations, sections, projects].forEach((observer) => observer.disconnect());
  };
}

/** Each scroll depth once per page (25, 50, 75, 100 %); on a city page also the city's (25, 50, 75, 90 %). */
function watchScroll(locale: Locale, citySlug: string | undefined): () => void {
  const reached = new Set<string>();
  let frame = 0;
  const measure = () => {
    frame = 0;
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const depth = scrollable <= 0 ? 0 : Math.min(100, Math.round((window.scrollY / scrollable) * 100));
    const once = (key: string, percent: number) => {
      if (depth < percent || reached.has(key)) return false;
      reached.add(key);
      return true;
    };
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
  const source = visitSource(previousPath, window.location.search, document.referrer, window.location.origin);
  const timestamp = new Date().toISOString();
  void cityDetection().then((detection) => {
    const [cityName, region, detectedCity] = [city?.name ?? citySlug, city?.region ?? '', detection?.city ?? null];
    const { userAgent } = navigator;
    saveCityView({ citySlug, cityName, region, language: locale, source, detectedCity, userAgent, timestamp });
    const detected_city = detectedCity ?? undefined;
    trackEvent('city_page_view', {
      city_slug: citySlug,
      city_name: cityName,
      region,
      language: locale,
      source,
      detected_city,
    });
  });
  const started = Date.now();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    window.removeEventListener('pagehide', end);
    trackEvent('city_page_session_end', {
      city_slug: citySlug,
      language: locale,
      session_duration: Math.round((Date.now() - started) / 1000),
    });
  };
  window.addEventListener('pagehide', end);
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

/** A success page confirms the conversion, and the pixel gets its Lead, once per submission. */
export function reportSuccessPage(locale: Locale): void {
  const { pathname, search } = window.location;
  const page = parsePublicPath(pathname).match?.internal;
  const whatsapp =
    page === '/contact/whatsapp-success' ||
    (page === '/success' && new URLSearchParams(search).get('type') === 'whatsapp');
  const type = whatsapp ? 'whatsapp' : page === '/success' || page === '/contact/email-success' ? 'email' : undefined;
  if (!type || type !== sentSubmission) return;
  sentSubmission = undefined;
  trackEvent('conversion_confirmation', { submission_type: type, language: locale, page: pathname });
  trackConversion('contact_form_submit', { submission_type: type });
}

/** The listeners of one page: views, scroll depths, a city page's visit, a success page's conversion. */
export function watchPage(locale: Locale, previousPath: string | null): () => void {
  const citySlug = currentCitySlug();
  const stops = [watchViews(), watchScroll(locale, citySlug)];
  if (citySlug) stops.push(startCityVisit(citySlug, locale, previousPath));
  reportSuccessPage(locale);
  return () => stops.forEach((stop) => stop());
}
