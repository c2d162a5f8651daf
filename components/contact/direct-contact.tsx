import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { textLinkClass } from '@/components/ui/button-class';
import { chatLink } from '@/lib/contact/chat';
import { phoneHref, siteConfig } from '@/site.config';

/** The other ways in, for those who would rather not fill a form (and readable without JavaScript). */
export async function DirectContact({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactFunnel' });
  return (
    <aside
      aria-labelledby="direct-contact-title"
      className="h-fit rounded-2xl border border-slate-200 bg-white p-6 md:p-8"
    >
      <h2 id="direct-contact-title" className="text-xl font-bold text-ink">
        {t('direct.title')}
      </h2>
      <p className="mt-3 text-muted">{t('direct.text')}</p>
      <dl className="mt-6 space-y-4">
        <div>
          <dt className="text-sm text-muted">{t('direct.email')}</dt>
          <dd>
            <a href={`mailto:${siteConfig.email}`} className={textLinkClass}>
              {siteConfig.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('direct.phone')}</dt>
          <dd>
            <a href={phoneHref} className={textLinkClass}>
              {siteConfig.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('direct.chat')}</dt>
          <dd>
            <a href={chatLink()} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
              {siteConfig.phone} <span className="sr-only">{t('actions.newTab')}</span>
            </a>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
