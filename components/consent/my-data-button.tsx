import { getMessages, getTranslations } from 'next-intl/server';
import { outsideLink, pageLink } from '@/components/legal/legal-section';
import { siteConfig } from '@/site.config';
import { MyDataPanel } from './my-data-panel';
import { OpenMyDataButton } from './open-my-data-button';

/** The footer's My Data button and the GDPR panel it opens; texts come from the server. */
export async function MyDataButton({ label }: { label: string }) {
  const [t, { MyDataPanel: texts }] = await Promise.all([getTranslations('MyDataPanel'), getMessages()]);
  return (
    <>
      <OpenMyDataButton
        label={label}
        className="underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
      />
      <MyDataPanel
        texts={texts}
        footer={
          <>
            <p>
              {t.rich('serverData', {
                owner: siteConfig.ownerName,
                email: siteConfig.email,
                mail: outsideLink(`mailto:${siteConfig.email}`),
              })}
            </p>
            <p className="mt-3">{t('newsletterData')}</p>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              {pageLink('/privacy-policy')(t('privacyLink'))}
              {pageLink('/cookie-settings')(t('settingsLink'))}
            </p>
          </>
        }
      />
    </>
  );
}
