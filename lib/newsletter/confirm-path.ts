import { getPathname } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';

/** The API route that confirms a subscription, where the confirmation page's button posts (proxy.ts, the page). */
export const CONFIRM_API_PATH = '/api/newsletter/confirm';

/**
 * The confirmation page in each language, by its public path: its form has no action, so that without JavaScript it
 * posts to the page's own URL, which proxy.ts hands to the API route.
 */
export const confirmationPages: ReadonlyMap<string, Locale> = new Map(
  routing.locales.map((locale) => [getPathname({ locale, href: '/newsletter/confirm' }), locale]),
);
