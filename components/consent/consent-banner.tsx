import { getTranslations } from 'next-intl/server';
import { pageLink } from '@/components/legal/legal-section';
import { bannerTextKeys, type BannerTexts } from './banner-texts';
import { ConsentBannerView } from './consent-banner-view';
import { PrivacyHousekeeping } from './privacy-housekeeping';

/** The consent banner and the privacy housekeeping that follows its answer; texts come from the server. */
export async function ConsentBanner() {
  const t = await getTranslations('ConsentBanner');
  const texts = Object.fromEntries(bannerTextKeys.map((key) => [key, t(key)])) as BannerTexts;
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
