import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/site.config';
import { trackEvent } from '@/lib/analytics';
import { saveCityCtaClick, type CityCtaType } from '../city-records';
import { currentCitySlug, labelOf, pageOf, pagePath, regionOf } from './page';

const socialHosts = Object.entries(siteConfig.socials).map(
  ([platform, href]) => [platform, new URL(href).hostname] as const,
);

function socialPlatform(url: URL): string | undefined {
  return socialHosts.find(([, host]) => url.hostname === host)?.[0];
}

function contactMethod(url: URL): 'email' | 'phone' | 'whatsapp' | undefined {
  if (url.protocol === 'mailto:') return 'email';
  if (url.protocol === 'tel:') return 'phone';
  if (url.hostname === 'wa.me' || url.hostname === 'api.whatsapp.com') return 'whatsapp';
  return undefined;
}

function cityCtaType(element: Element, url: URL | undefined): CityCtaType {
  const page = url && pageOf(url);
  if (page?.internal === '/web-developer/[city]') return 'city';
  if (page?.internal === '/contact') return 'contact';
  if (page?.internal === '/services' || element.closest('[data-service]')) return 'service';
  return 'other';
}

/**
 * On a city page, each call to action is kept locally (last 20) and reported (docs/behaviour/analytics.md#city-events).
 */
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
    city_slug: click.citySlug,
    cta_type: click.ctaType,
    cta_text: click.ctaText,
    cta_location: click.ctaLocation,
    language: locale,
  });
}

function report(target: Element, locale: Locale): void {
  const service = target.closest('[data-service]');
  if (service)
    trackEvent('service_interest', { service_name: service.getAttribute('data-service') ?? '', page_path: pagePath() });

  const link = target.closest<HTMLAnchorElement>('a[href]');
  const url = link ? new URL(link.href, window.location.href) : undefined;
  const page = url && pageOf(url);
  // Buttons marked `data-cta`, and any link to the contact funnel, are calls to action.
  const cta = target.closest('[data-cta]') ?? (page?.internal === '/contact' ? link : null);

  if (link && url) {
    const platform = socialPlatform(url);
    if (platform) trackEvent('social_click', { platform, location: regionOf(link) });
    const method = contactMethod(url);
    if (method) trackEvent('contact_click', { contact_method: method, location: regionOf(link) });
    if (!cta && link.closest('header nav')) {
      trackEvent('navigation_click', {
        link_text: labelOf(link),
        destination: url.pathname,
        location: link.closest('dialog') ? 'mobile_menu' : 'header',
      });
    }
  }
  if (cta)
    trackEvent('cta_click', {
      cta_text: labelOf(cta),
      cta_location: regionOf(cta),
      destination: url?.pathname ?? pagePath(),
    });
  const cityTarget = cta ?? (page?.internal === '/web-developer/[city]' ? link : null);
  if (cityTarget) reportCityCta(cityTarget, url, locale);
}

/**
 * One delegated listener reports every tracked click (docs/behaviour/analytics.md#event-catalogue); components need no
 * analytics code.
 */
export function watchClicks(locale: Locale): () => void {
  const onClick = (event: MouseEvent) => {
    try {
      if (event.target instanceof Element) report(event.target, locale);
    } catch {
      // Analytics failures are silent (docs/behaviour/analytics.md#failures).
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
