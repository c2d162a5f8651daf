import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { portfolioCategories, type PortfolioCategory } from '@/lib/marketing/portfolio';

const pill = [
  'inline-block rounded-full px-4 py-2 text-sm font-semibold',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
].join(' ');
const idle = `${pill} border border-slate-300 bg-white text-ink hover:border-brand hover:text-brand`;
const active = `${pill} border border-brand bg-brand text-white`;

/** Category filter as plain links (`?category=`), so it works without JavaScript and each view has its own URL. */
export async function PortfolioFilter({ current }: { current: PortfolioCategory | undefined }) {
  const t = await getTranslations('Portfolio');
  const options = [
    { key: 'all', label: t('all'), query: undefined },
    ...portfolioCategories.map((category) => ({
      key: category,
      label: t(`categories.${category}`),
      query: { category },
    })),
  ];
  return (
    <nav aria-label={t('filterLabel')}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = (option.query?.category ?? undefined) === current;
          return (
            <li key={option.key}>
              <Link
                href={option.query ? { pathname: '/portfolio', query: option.query } : '/portfolio'}
                aria-current={selected ? 'page' : undefined}
                className={selected ? active : idle}
                scroll={false}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
