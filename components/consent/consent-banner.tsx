import { getMessages } from 'next-intl/server';
import { pageLink } from '@/components/legal/legal-section';
import { ConsentBannerView } from './consent-banner-view';
import { PrivacyHousekeeping } from './privacy-housekeeping';

/** The consent banner and the privacy housekeeping that follows its answer; texts come from the server. */
export async function ConsentBanner() {
  const { ConsentBanner: texts } = await getMessages();
  return (
    <>
      <ConsentBannerView
        texts={texts}
        privacyLink={pageLink('/privacy-policy')(texts.privacyLink)}
        settingsLink={pageLink('/cookie-settings')(texts.settingsLink)}
      />
      <PrivacyHousekeeping />
    </>
  );
}
