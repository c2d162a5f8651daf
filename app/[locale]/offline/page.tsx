import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { buttonClass } from '@/components/ui/button-class';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/offline');

const availablePages = ['/', '/services', '/portfolio', '/contact'] as const;
const labelKeys = { '/': 'home', '/services': 'services', '/portfolio': 'portfolio', '/contact': 'contact' } as const;

/**
 * What the service worker shows, in the visitor's language, for a page it has not saved when the network
 * is gone (public/sw.js). It works without JavaScript: "try again" is a plain link to the address asked for.
 */
export default async function OfflinePage({ params }: PageProps<'/[locale]/offline'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OfflinePage' });
  return (
    <PageIntro h1={t('h1')} intro={t('intro')}>
      {/* An empty href is the current address: the page the visitor asked for, not /offline. */}
      <a href="" className={`${buttonClass('primary')} mt-8`}>
        {t('retry')}
      </a>
      <h2 className="mt-12 text-xl font-semibold text-ink">{t('availableTitle')}</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {availablePages.map((href) => (
          <li key={href}>
            <Link href={href} className={buttonClass('secondary')}>
              {t(labelKeys[href])}
            </Link>
          </li>
        ))}
      </ul>
    </PageIntro>
  );
}
