import type { PriceKey } from '@/site.config';

/**
 * The five services of the services page (docs/behaviour/content.md#marketing-content), in display order, with their
 * price in site.config.
 */
export const services = [
  { id: 'websites', price: 'website' },
  { id: 'mobile-apps', price: 'mobileApp' },
  { id: 'ux-ui', price: 'uxUi' },
  { id: 'seo', price: 'seoMonthly' },
  { id: 'ecommerce', price: 'ecommerce' },
] as const satisfies readonly { id: string; price: PriceKey }[];

export type ServiceId = (typeof services)[number]['id'];

export const serviceIds = services.map(({ id }) => id) as [ServiceId, ...ServiceId[]];

export const priceOf = Object.fromEntries(services.map(({ id, price }) => [id, price])) as Record<ServiceId, PriceKey>;

/** The expertise section; the website range there is 450–15,000+ € (docs/behaviour/content.md#marketing-content). */
export const expertise = [
  { id: 'web', price: 'websiteExpertise' },
  { id: 'app', price: 'mobileApp' },
  { id: 'ecommerce', price: 'ecommerce' },
] as const satisfies readonly { id: string; price: PriceKey }[];
