import type { AnalyticsEvent } from './events';

type PixelEventName = 'Purchase' | 'AddToCart' | 'InitiateCheckout' | 'Lead' | 'CustomEvent';

/**
 * The social pixel's standard events; anything else is a custom event
 * (docs/behaviour/analytics.md#conversions-and-the-social-pixel).
 */
const standardEvents: Record<string, Exclude<PixelEventName, 'CustomEvent'>> = {
  conversion: 'Purchase',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  contact_form_submit: 'Lead',
};

export function pixelEventName(name: string): PixelEventName {
  return Object.hasOwn(standardEvents, name) ? standardEvents[name] : 'CustomEvent';
}

export type Fbq = (command: 'init' | 'track' | 'trackCustom' | 'consent', ...args: unknown[]) => void;

/** Sends one conversion to the pixel: a standard event by its mapped name, any other under its own name. */
export function sendToPixel(fbq: Fbq, event: AnalyticsEvent): void {
  const mapped = pixelEventName(event.name);
  const data = { ...event.parameters, value: event.value, currency: event.currency };
  if (mapped === 'CustomEvent') fbq('trackCustom', event.name, data);
  else fbq('track', mapped, data);
}
