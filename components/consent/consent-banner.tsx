import { getMessages, getTranslations } from 'next-intl/server';
import { pageLink } from '@/components/legal/legal-section';
import { ConsentBannerView } from './consent-banner-view';

/** The consent banner; its texts and links come from the server. */
export async function ConsentBanner() {
  const [t, { ConsentBanner: texts }] = await Promise.all([getTranslations('ConsentBanner'), getMessages()]);
  return (
    <ConsentBannerView
      texts={texts}
      privacyLink={pageLink('/privacy-policy')(t('privacyLink'))}
      settingsLink={pageLink('/cookie-settings')(t('settingsLink'))}
    />
  );
}
