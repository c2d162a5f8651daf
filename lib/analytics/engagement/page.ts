import type { Pathname } from '@/i18n/routing';
import { parsePublicPath } from '@/i18n/paths';

/** @public named in docs/behaviour/constants.md */
export const LABEL_MAX = 100;

export const pagePath = () => window.location.pathname;

/** Which page of the routing table a same-site URL points to (undefined for other sites and unknown paths). */
export function pageOf(url: URL): { internal: Pathname; params: Record<string, string> } | undefined {
  return url.origin === window.location.origin ? parsePublicPath(url.pathname).match : undefined;
}

/** What the visitor read on the control: its accessible label or its text, on one line, at most 100 characters. */
export function labelOf(element: Element): string {
  const text = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim().slice(0, LABEL_MAX);
}

/** Where on the page an element sits: its `data-cta` name, its section, the mobile menu, header, footer or body. */
export function regionOf(element: Element): string {
  const named = element.closest('[data-cta]')?.getAttribute('data-cta');
  if (named) return named;
  const section = element.closest('[data-section]')?.getAttribute('data-section');
  if (section) return section;
  if (element.closest('dialog')) return 'mobile_menu';
  if (element.closest('header')) return 'header';
  if (element.closest('footer')) return 'footer';
  return 'page';
}

/** The city page's wrapper, `[data-city="<slug>"]`, when the current page is one. */
export function currentCitySlug(): string | undefined {
  return document.querySelector('[data-city]')?.getAttribute('data-city') || undefined;
}
