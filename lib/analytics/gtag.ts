import type { Fbq } from './pixel';

/** The globals the tag manager, the analytics tag and the social pixel read. */
export type AnalyticsWindow = Window & { dataLayer?: unknown[]; fbq?: Fbq; _fbq?: Fbq };

export function dataLayer(): unknown[] {
  const w = window as AnalyticsWindow;
  w.dataLayer ??= [];
  return w.dataLayer;
}

/** Google's gtag(): the tag libraries only execute `arguments` objects, never plain arrays. */
export function gtag(...args: unknown[]): void;
export function gtag(): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}
