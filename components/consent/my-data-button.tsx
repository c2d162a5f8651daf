import { getTranslations } from 'next-intl/server';
import { outsideLink, pageLink } from '@/components/legal/legal-section';
import { siteConfig } from '@/site.config';
import { MyDataPanel } from './my-data-panel';

const shownKeys = [
  'title',
  'intro',
  'close',
  'exportTitle',
  'exportText',
  'exportButton',
  'exporting',
  'withdrawTitle',
  'withdrawText',
  'withdrawButton',
  'withdrawing',
  'eraseTitle',
  'eraseText',
  'eraseButton',
  'erasing',
  'confirmErase',
  'confirmEraseButton',
  'confirmWithdraw',
  'confirmWithdrawButton',
  'cancel',
  'exported',
  'exportError',
  'erased',
  'eraseError',
  'withdrawn',
  'withdrawError',
] as const;

/** What the panel shows, formatted on the server. */
export type MyDataTexts = Record<(typeof shownKeys)[number], string>;

/** The footer's My Data button and the GDPR panel it opens; texts come from the server. */
export async function MyDataButton({ label }: { label: string }) {
  const t = await getTranslations('MyDataPanel');
  return (
    <MyDataPanel
      triggerLabel={label}
      texts={Object.fromEntries(shownKeys.map((key) => [key, t(key)])) as MyDataTexts}
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
  );
}
