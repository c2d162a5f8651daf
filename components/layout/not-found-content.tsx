import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** What a visitor reads on an unknown address: where they are, and the pages they most likely wanted. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <PageIntro h1={t('h1')} intro={t('text')}>
      <ul className="mt-8 flex flex-wrap gap-3">
        <li>
          <Link className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white" href="/">
            {t('home')}
          </Link>
        </li>
        <li>
          <Link className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold" href="/services">
            {t('services')}
          </Link>
        </li>
        <li>
          <Link className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold" href="/contact">
            {t('contact')}
          </Link>
        </li>
      </ul>
    </PageIntro>
  );
}
