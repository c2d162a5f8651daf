import { getMessages, getTranslations } from 'next-intl/server';
import { outsideLink, pageLink } from '@/components/legal/legal-section';
import { siteConfig } from '@/site.config';
import { MyData } from './my-data';

const footerLook =
  'underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';

/** A My Data button (the footer's, or the cookie settings and privacy pages') and the GDPR panel it opens. */
export async function MyDataButton({ label, className = footerLook }: { label: string; className?: string }) {
  const [t, { MyDataPanel: texts }] = await Promise.all([getTranslations('MyDataPanel'), getMessages()]);
  return (
    <MyData
      label={label}
      className={className}
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
  );
}
