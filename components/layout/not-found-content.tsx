import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { noindexRobots } from '@/lib/seo/metadata';
import { NotFoundStatus } from './not-found-status';

const links = [
  { href: '/', label: 'home', primary: true },
  { href: '/blog', label: 'blog' },
  { href: '/services', label: 'services' },
  { href: '/contact', label: 'contact' },
] as const;

/** What a visitor reads on an unknown address: where they are, and the pages they most likely wanted. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <PageIntro h1={t('h1')} intro={t('text')}>
      <ul className="mt-8 flex flex-wrap gap-3">
        {links.map(({ href, label, ...link }) => (
          <li key={href}>
            <Link
              className={
                'primary' in link
                  ? 'rounded-full bg-brand px-5 py-2.5 font-semibold text-white'
                  : 'rounded-full border border-slate-300 px-5 py-2.5 font-semibold'
              }
              href={href}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </PageIntro>
  );
}

/** The not-found page's title, kept out of search engines. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: noindexRobots };
}

/** The not-found page as a page renders it: its content, answered with status 404. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <>
      <NotFoundContent locale={locale} />
      <NotFoundStatus />
    </>
  );
}
