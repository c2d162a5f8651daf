import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardTitle } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { StaticImage } from '@/components/ui/static-image';
import { projects, type Project } from '@/lib/marketing/portfolio';

/** One project: title, category, description, tags, client and result (docs/behaviour/content.md#portfolio). */
export async function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  const t = await getTranslations('Portfolio');
  const key = `projects.${project.id}` as const;
  return (
    <Card
      as="article"
      padding="none"
      data-portfolio-project={project.id}
      data-category={project.category}
      className="flex h-full flex-col overflow-hidden"
    >
      <StaticImage
        src={`/portfolio/${project.id}.svg`}
        alt={t(`${key}.alt`)}
        width={800}
        height={600}
        priority={priority}
        className="cover aspect-[4/3]"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand">
          {t(`categories.${project.category}`)} · <span className="text-muted">{t(`${key}.client`)}</span>
        </p>
        <CardTitle className="mt-2">{t(`${key}.title`)}</CardTitle>
        <p className="mt-2 text-muted">{t(`${key}.description`)}</p>
        <p className="mt-4 rounded-xl bg-brand-soft/60 p-3 text-sm text-ink">
          <span className="font-semibold">{t('resultLabel')}</span> {t(`${key}.result`)}
        </p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-5">
          {(t.raw(`${key}.tags`) as string[]).map((tag) => (
            <li key={tag} className="tech-tag">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

/** The featured projects and a link to the full portfolio. */
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
      <ButtonLink href="/portfolio" variant="secondary" className="mt-10">
        {t('viewAll')}
      </ButtonLink>
    </Section>
  );
}
