import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { projects } from '@/lib/marketing/portfolio';
import { ProjectCard } from './project-card';

/** Three featured projects and a link to the full portfolio. */
export async function SelectedWork() {
  const t = await getTranslations('Portfolio');
  const featured = projects.filter((project) => project.featured);
  return (
    <Section id="portfolio" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro', { count: featured.length })}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {featured.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <ButtonLink href="/portfolio" variant="secondary">
          {t('viewAll')}
        </ButtonLink>
      </div>
    </Section>
  );
}
