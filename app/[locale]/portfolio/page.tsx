import { getTranslations } from 'next-intl/server';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { ProjectCard } from '@/components/marketing/portfolio';
import { PageIntro } from '@/components/page-intro';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { parseCategory, portfolioCategories, projects } from '@/lib/marketing/portfolio';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/portfolio');

/**
 * The category filter is a query parameter (`/portfolio?category=mobile`), so every filtered view is a complete
 * page without JavaScript, and the canonical URL (without the parameter) keeps filtered views out of search
 * results. Each view is prerendered: proxy.ts rewrites a known category to the page beside this one
 * (views/[category]/page.tsx, which renders this component); an unknown one gets this page, every project.
 */
export default async function PortfolioPage({ params }: { params: Promise<{ locale: string; category?: string }> }) {
  const locale = await pageLocale(params);
  const category = parseCategory((await params).category);
  const [t, portfolio] = await Promise.all([
    getTranslations({ locale, namespace: 'PortfolioPage' }),
    getTranslations({ locale, namespace: 'Portfolio' }),
  ]);
  const shown = category ? projects.filter((project) => project.category === category) : projects;
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} h1={t('h1')} intro={t('intro')} href="/portfolio" />
      <section
        id="projects"
        data-section="projects"
        aria-labelledby="projects-title"
        className="wrap scroll-mt-24 pb-8"
      >
        <h2 id="projects-title" className="sr-only">
          {category ? t('filteredTitle', { category: portfolio(`categories.${category}`) }) : t('listTitle')}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-4">
          {/* Plain links, so the filter works without JavaScript and each view has its own URL. */}
          <nav aria-label={portfolio('filterLabel')}>
            <ul className="flex flex-wrap gap-2">
              {[undefined, ...portfolioCategories].map((option) => (
                <li key={option ?? 'all'}>
                  <Link
                    href={option ? { pathname: '/portfolio', query: { category: option } } : '/portfolio'}
                    aria-current={option === category ? 'page' : undefined}
                    className={`filter-chip px-4 py-2 font-semibold filter-chip-${option === category ? 'on' : 'off'}`}
                    scroll={false}
                  >
                    {option ? portfolio(`categories.${option}`) : portfolio('all')}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-muted" aria-live="polite">
            {portfolio('count', { count: shown.length })}
          </p>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((project, index) => (
            <li key={project.id}>
              <ProjectCard project={project} priority={index < 3} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBanner />
    </>
  );
}
