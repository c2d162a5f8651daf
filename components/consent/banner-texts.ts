/** The consent banner's texts: the server formats them (consent-banner.tsx), the client view shows them. */
export const bannerTextKeys = [
  'title',
  'lead',
  'audience',
  'advertising',
  'control',
  'acceptAll',
  'necessaryOnly',
  'customize',
  'customTitle',
  'customText',
  'analytics',
  'analyticsText',
  'marketing',
  'marketingText',
  'save',
  'back',
] as const;

/** What the banner shows, formatted on the server. */
export type BannerTexts = Record<(typeof bannerTextKeys)[number], string>;
