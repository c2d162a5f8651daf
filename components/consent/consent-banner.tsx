import { getTranslations } from 'next-intl/server';
import { pageLink } from '@/components/legal/legal-section';
import { ConsentBannerView } from './consent-banner-view';
import { PrivacyHousekeeping } from './privacy-housekeeping';

const shownKeys = [
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
export type BannerTexts = Record<(typeof shownKeys)[number], string>;

/** The consent banner and the privacy housekeeping that follows its answer; texts come from the server. */
export async function ConsentBanner() {
  const t = await getTranslations('ConsentBanner');
  const texts = Object.fromEntries(shownKeys.map((key) => [key, t(key)])) as BannerTexts;
  return (
    <>
      <ConsentBannerView
        texts={texts}
        privacyLink={pageLink('/privacy-policy')(t('privacyLink'))}
        settingsLink={pageLink('/cookie-settings')(t('settingsLink'))}
      />
      <PrivacyHousekeeping />
    </>
  );
}
